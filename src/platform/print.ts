// Printing the page through the browser (H5 and the web app). Mini-programs have no
// print dialog; they answer false and the page tells the person to use a computer.
// Feature detection, not a build switch: Taro's mini-program runtime has a `window`
// stand-in without `print`.

export interface PrintPageOptions {
  orientation: 'portrait' | 'landscape';
  marginMm: number;
}

const STYLE_ID = 'fb-print-page';

export function canPrint(): boolean {
  return typeof window !== 'undefined' && typeof window.print === 'function' && typeof document !== 'undefined';
}

/** The paper size and margins of the next print (an @page rule, which inline styles cannot set). */
export function setPrintPage({ orientation, marginMm }: PrintPageOptions): void {
  if (!canPrint()) return;
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.appendChild(style);
  }
  style.textContent = `@page { size: A4 ${orientation}; margin: ${marginMm}mm; }`;
}

export function printPage(options: PrintPageOptions): boolean {
  if (!canPrint()) return false;
  setPrintPage(options);
  window.print();
  return true;
}
