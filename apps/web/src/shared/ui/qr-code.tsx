import { qrPath } from '@app/contracts/zod-free';
import { useEffect, useState } from 'react';

type Matrix = boolean[][];

/**
 * `text` as a QR code, drawn here as an SVG: the encoder (uqr, ~8 kB gzip) loads with the first
 * code shown, never with the first page, and nothing is sent to another host. `className` sizes
 * it; while the encoder loads it is an empty box of that class with `is-loading`.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className: string;
}) {
  const [matrix, setMatrix] = useState<{ text: string; data: Matrix }>();
  useEffect(() => {
    let isCurrent = true;
    void import('uqr').then(({ encode }) => {
      if (isCurrent) setMatrix({ text, data: encode(text, { ecc: 'M', border: 2 }).data });
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);

  if (matrix?.text !== text)
    return <div className={`${className} is-loading`} aria-hidden="true" />;
  const size = matrix.data.length;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      data-text={text}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(matrix.data)} fill="#0b1026" />
    </svg>
  );
}
