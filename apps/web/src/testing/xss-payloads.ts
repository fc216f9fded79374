/**
 * Payloads of the kind real XSS filter-evasion lists carry, each setting `window.pwned` if it
 * runs: the sanitiser's unit test renders them in jsdom, the e2e journey in Chromium.
 */
export const XSS_PAYLOADS = [
  '<script>window.pwned=1</script>',
  '<img src=x onerror="window.pwned=1">',
  '<svg><script>window.pwned=1</script></svg>',
  '<svg onload="window.pwned=1"></svg>',
  '<a href="javascript:window.pwned=1">tap</a>',
  '<a href="JaVaScRiPt:window.pwned=1">tap</a>',
  '<a href="&#106;avascript:window.pwned=1">tap</a>',
  '<a href="data:text/html,<script>window.pwned=1</script>">tap</a>',
  '<iframe src="javascript:window.pwned=1"></iframe>',
  '<body onload="window.pwned=1">',
  '<div style="background:url(javascript:window.pwned=1)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.pwned=1">',
  '<form action="javascript:window.pwned=1"><button>go</button></form>',
  '<p onclick="window.pwned=1">x</p>',
  '<details open ontoggle="window.pwned=1">',
  '<object data="javascript:window.pwned=1"></object>',
  '<input autofocus onfocus="window.pwned=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.pwned=1>">',
];
