export { PlainPage, type PlainPageProps } from './plain-page';
