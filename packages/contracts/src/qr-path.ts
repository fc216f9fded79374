/**
 * The dark modules of a QR code's `matrix` (uqr's `encode(...).data`, rows of booleans) as one SVG
 * path of unit squares, each row's runs merged: the member site and the console draw codes with it.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let path = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}
