import type { AreaTexts } from '@/providers/i18n-provider';

/** The inbox area's texts (t('inbox.…')), TY and EN. */
export const texts = {
  EN: {
    menu: 'Inbox messages',
    send: 'Send a message',
    sendTitle: 'New message',
    sendButton: 'Send',
    sent: 'Sent',
    count: 'Messages: {{count}}',
    refresh: 'Refresh',
    recall: 'Recall',
    recallConfirm: 'Recall message #{{id}} “{{title}}”? It leaves every inbox it reached.',
    recalled: 'Recalled',
    readOnly: 'Your role reads the messages; sending needs the messages permission.',
    allConfirmTitle: 'Send to every member?',
    allConfirm: 'Every member registered now gets “{{title}}” in their inbox.',
    fields: {
      id: 'ID',
      sentAt: 'Sent',
      to: 'To',
      sender: 'Sender',
      title: 'Title',
      content: 'Message',
      reads: 'Opened',
      actions: 'Actions',
      recipients: 'Recipients',
      account: 'Member’s account',
    },
    hints: {
      sender: 'Shown as from; empty for the site’s name',
      languages: 'Write it in TY, EN or both: each member reads their language, else the other.',
    },
    to: { all: 'All members', one: 'One member' },
    languages: { TY: 'Filipino (TY)', EN: 'English (EN)' },
    empty: 'not written',
    needText: 'Write a title and a message in TY, EN or both',
  },
  TY: {
    menu: 'Mga mensahe sa inbox',
    send: 'Magpadala ng mensahe',
    sendTitle: 'Bagong mensahe',
    sendButton: 'Ipadala',
    sent: 'Naipadala',
    count: 'Mga mensahe: {{count}}',
    refresh: 'I-refresh',
    recall: 'Bawiin',
    recallConfirm:
      'Bawiin ang mensaheng #{{id}} “{{title}}”? Aalisin ito sa bawat inbox na naabot nito.',
    recalled: 'Nabawi',
    readOnly:
      'Nababasa ng iyong role ang mga mensahe; kailangan ang messages na pahintulot para magpadala.',
    allConfirmTitle: 'Ipadala sa lahat ng miyembro?',
    allConfirm:
      'Matatanggap ng bawat miyembrong rehistrado ngayon ang “{{title}}” sa kanilang inbox.',
    fields: {
      id: 'ID',
      sentAt: 'Ipinadala',
      to: 'Para kay',
      sender: 'Nagpadala',
      title: 'Pamagat',
      content: 'Mensahe',
      reads: 'Nabuksan',
      actions: 'Aksyon',
      recipients: 'Mga tatanggap',
      account: 'Account ng miyembro',
    },
    hints: {
      sender: 'Ipinapakitang nagpadala; walang laman para sa pangalan ng site',
      languages:
        'Isulat sa TY, EN o pareho: babasahin ng miyembro ang kanyang wika, kung wala ay ang isa pa.',
    },
    to: { all: 'Lahat ng miyembro', one: 'Isang miyembro' },
    languages: { TY: 'Filipino (TY)', EN: 'Ingles (EN)' },
    empty: 'hindi naisulat',
    needText: 'Sumulat ng pamagat at mensahe sa TY, EN o pareho',
  },
} satisfies AreaTexts;
