/** One legal page: a title, when it took effect, and its sections. */
export interface LegalDocument {
  title: string;
  effective: string;
  intro: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export type LegalLanguage = 'zh-Hans' | 'zh-Hant' | 'en';
export type LegalDocumentName = 'user-agreement' | 'privacy-policy';
