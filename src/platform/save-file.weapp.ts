/** Mini-programs cannot hand a CSV to the person (no downloads folder): the export is on the web. */
export async function saveTextFile(): Promise<boolean> {
  return false;
}
