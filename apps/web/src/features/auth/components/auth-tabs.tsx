import type { ComponentProps } from 'react';
import { TabStrip } from '@/shared/ui/tab-strip';

type Props<K extends string> = Omit<ComponentProps<typeof TabStrip<K>>, 'classPrefix' | 'fill'>;

/** The auth screens' two ways in (login, register, forgot password): two tabs sharing the width. */
export function AuthTabs<K extends string>(props: Props<K>) {
  return <TabStrip {...props} classPrefix="auth-tab" fill />;
}
