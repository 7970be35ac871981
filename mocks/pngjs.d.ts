/** The part of pngjs (a dependency without types of its own) the mock's pictures and the QR test use. */
declare module 'pngjs' {
  interface PngImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, row by row. */
    data: Buffer;
  }
  interface PngWriteOptions {
    /** 2: RGB, 6: RGBA (the input is always RGBA here). */
    colorType?: 2 | 6;
    /** 0–4, or the filters to choose from row by row. */
    filterType?: number | number[];
  }
  export const PNG: {
    sync: {
      read(buffer: Buffer): PngImage;
      write(png: PngImage, options?: PngWriteOptions): Buffer;
    };
  };
}
