import bwipjs from 'bwip-js/node';

/**
 * Codes printed on the counter's documents: a Code 128 bar code and a QR code, as PNG images drawn by
 * bwip-js (pure JavaScript) — a repair job's number on its envelope, a stock item's tag on its
 * label. A USB scanner typing into the dashboard's search, or a phone's camera, reads it back.
 */
export function code128Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 12,
    includetext: false,
    paddingwidth: 10,
    // Opaque white behind the bars: a transparent quiet zone prints as the paper, but not every reader agrees.
    backgroundcolor: 'FFFFFF',
  });
}

export function qrPng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'qrcode',
    text,
    scale: 4,
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}
