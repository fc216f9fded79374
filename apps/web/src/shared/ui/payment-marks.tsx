import type { ReactNode, SVGProps } from 'react';

/*
 * The marks of the payment badges, drawn here (no brand logos) on a 40×40 rounded square: the
 * deposit channels' icons and the withdrawal payees' badges.
 */

/** A bank: a roof over three columns on a step. */
export function BankMark(props: SVGProps<SVGGElement>) {
  return (
    <g {...props}>
      <path d="M20 8 8 14.5V17h24v-2.5z" />
      <rect x="11" y="18.5" width="3" height="10" rx="1" />
      <rect x="18.5" y="18.5" width="3" height="10" rx="1" />
      <rect x="26" y="18.5" width="3" height="10" rx="1" />
      <rect x="8" y="29.5" width="24" height="3" rx="1" />
    </g>
  );
}

/** A phone wallet: a white phone whose screen is drawn as `screen` says, `children` on it. */
export function PhoneMark({
  screen,
  children,
}: {
  screen: SVGProps<SVGRectElement>;
  children: ReactNode;
}) {
  return (
    <g>
      <rect x="12" y="7" width="16" height="26" rx="3.5" fill="#fff" />
      <rect x="14.5" y="10" width="11" height="16" rx="1.5" {...screen} />
      {children}
    </g>
  );
}
