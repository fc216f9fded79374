import { useTranslate } from '@refinedev/core';
import { Link } from 'react-router';

/** The sider's title: the console's name, a link to the dashboard. */
export function AppTitle({ collapsed }: { collapsed: boolean }) {
  const t = useTranslate();
  return (
    <Link to="/dashboard" style={{ color: 'inherit', fontWeight: 700, fontSize: 16 }}>
      {collapsed ? 'BO' : t('app.title')}
    </Link>
  );
}
