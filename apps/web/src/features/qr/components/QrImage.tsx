import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The address as a QR code (SVG, so it prints sharp at any size). Error correction M survives a scuffed
 * poster; the quiet zone of four modules is what readers expect around the code.
 */
export function QrImage({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let live = true;
    qrSvg(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [url]);
  if (!svg) return <div className={className} aria-busy="true" />;
  return <img className={className} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} />;
}
