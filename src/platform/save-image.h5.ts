/** The browser saves the image through a download link (or opens it where downloads are not allowed). */
export async function saveImage(url: string, fileName: string): Promise<boolean> {
  if (typeof document === 'undefined') return false;
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.target = '_blank';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  return true;
}
