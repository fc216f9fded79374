import type { Language } from '@app/contracts';

/** The demo merchant's help centre, in both languages (HTML, sanitised where it is shown). */
export const DEMO_HELP: { title: Record<Language, string>; content: Record<Language, string> }[] = [
  {
    title: { EN: 'How do I register?', TY: 'Paano mag-register?' },
    content: {
      EN: '<p>Tap <b>Register</b> at the top of the home page. Choose a username and password, or register with your mobile number and the SMS code we send you.</p>',
      TY: '<p>I-tap ang <b>Register</b> sa itaas ng home page. Pumili ng username at password, o mag-register gamit ang iyong mobile number at ang SMS code na ipapadala namin.</p>',
    },
  },
  {
    title: { EN: 'How do I deposit?', TY: 'Paano magdeposito?' },
    content: {
      EN: '<ol><li>Tap the <b>Deposit</b> button in the footer.</li><li>Pick a payment method and enter the amount.</li><li>Pay the exact amount shown; your wallet is credited once the payment arrives.</li></ol>',
      TY: '<ol><li>I-tap ang <b>Magdeposito</b> sa ibaba ng screen.</li><li>Pumili ng paraan ng pagbabayad at ilagay ang halaga.</li><li>Bayaran ang eksaktong halaga; papasok sa wallet kapag dumating ang bayad.</li></ol>',
    },
  },
  {
    title: { EN: 'How do I withdraw?', TY: 'Paano mag-withdraw?' },
    content: {
      EN: '<p>Add a bank card or e-wallet in the Security Centre, set a payment password, then open <b>Withdraw</b>. Withdrawals are usually paid within 15 minutes.</p>',
      TY: '<p>Magdagdag ng bank card o e-wallet sa Security Centre, magtakda ng payment password, at buksan ang <b>Withdraw</b>. Karaniwang naibibigay ang withdrawal sa loob ng 15 minuto.</p>',
    },
  },
  {
    title: { EN: 'How does lotto work?', TY: 'Paano gumagana ang lotto?' },
    content: {
      EN: '<p>Each game draws on a schedule. Bets close a few seconds before the draw; the winning numbers are drawn at random and every bet is settled at once.</p>',
      TY: '<p>May nakatakdang oras ng bola ang bawat laro. Nagsasara ang taya ilang segundo bago ang bola; random na binubunot ang panalong numero at agad inaayos ang bawat taya.</p>',
    },
  },
  {
    title: { EN: 'I forgot my password', TY: 'Nakalimutan ko ang password' },
    content: {
      EN: '<p>On the login page tap <b>Forgot password</b>. You can reset it by e-mail or with an SMS code sent to your registered mobile number.</p>',
      TY: '<p>Sa login page, i-tap ang <b>Nakalimutan ang password</b>. Maaari itong i-reset sa e-mail o gamit ang SMS code na ipapadala sa iyong rehistradong mobile number.</p>',
    },
  },
  {
    title: { EN: 'Responsible gaming', TY: 'Responsableng paglalaro' },
    content: {
      EN: '<p>Only play with money you can afford to lose. Customer service can set deposit limits or close your account for a period on request.</p>',
      TY: '<p>Maglaro lamang gamit ang perang kaya mong mawala. Maaaring magtakda ang customer service ng limit sa deposit o isara ang iyong account nang pansamantala kapag hiniling.</p>',
    },
  },
];
