import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/shared/i18n';
import { errorAnswer, fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { findField, handlers } from '../testing/auth-test-utils';

const CHECK = '/wps/agent/affiliate/check';
const EXPIRED = {
  TY: 'Expired na ang invitation link na ito. Humingi ng bago sa iyong agent.',
  EN: 'This invitation link has expired. Ask your agent for a new one.',
};

describe("an agent's affiliate link on the register screen", () => {
  it('says an expired link is expired as the screen opens, and follows the language', async () => {
    fakeServer(
      handlers(
        {},
        {
          [CHECK]: () =>
            errorAnswer(400, 'affiliate.link.expired', EXPIRED.TY, {
              field: 'affiliateCode',
            }),
        },
      ),
    );
    await renderApp('/m/register?a=K7M2QX9AB');
    expect(await screen.findByTestId('link-notice')).toHaveTextContent(EXPIRED.TY);
    await changeLanguage('EN');
    expect(await screen.findByText(EXPIRED.EN)).toBeVisible();
    await changeLanguage('TY');
  });

  it('says nothing for a live link', async () => {
    fakeServer(handlers({}, { [CHECK]: { code: 'K7M2QX9AB' } }));
    await renderApp('/m/register?a=K7M2QX9AB');
    await findField('Username');
    expect(screen.queryByTestId('link-notice')).not.toBeInTheDocument();
  });
});
