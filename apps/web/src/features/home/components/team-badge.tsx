/** A team's badge; the name beside it names the team, so the image itself is decorative. */
export function TeamBadge({ src, size }: { src: string; size: 'small' | 'large' }) {
  const px = size === 'small' ? 28 : 48;
  return (
    <img
      className={`team-badge team-badge-${size}`}
      src={src}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
    />
  );
}
