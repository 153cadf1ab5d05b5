/**
 * Browsers: the SVG is drawn onto a canvas and downloaded as a PNG (a photo
 * app opens PNG everywhere, SVG not); without a canvas, the SVG itself.
 */
export async function h5SaveImage(svg: string, fileName: string): Promise<'saved' | 'failed'> {
  try {
    const svgUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    const href = await new Promise<string>((resolve) => {
      const image = new window.Image();
      image.onload = () => {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth || 750;
        canvas.height = image.naturalHeight || 1200;
        const context = canvas.getContext('2d');
        if (!context) return resolve(svgUrl);
        context.drawImage(image, 0, 0);
        try {
          resolve(canvas.toDataURL('image/png'));
        } catch {
          // A cover image from another origin taints the canvas: keep the SVG.
          resolve(svgUrl);
        }
      };
      image.onerror = () => resolve(svgUrl);
      image.src = svgUrl;
    });
    const link = document.createElement('a');
    link.href = href;
    link.download = href.startsWith('data:image/png') ? `${fileName}.png` : `${fileName}.svg`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    return 'saved';
  } catch {
    return 'failed';
  }
}
