import bwipjs from 'bwip-js/node';

/**
 * The job's codes for the envelope: a Code 128 bar code and a QR code of its number, as PNG
 * images drawn by bwip-js (pure JavaScript). A USB scanner typing into the dashboard's search, or a phone's
 * camera, reads the number back.
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
