/** The parts of an OpenAPI 3.1 document the reference page shows. */
export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: unknown };
type Operation = {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

const anchor = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const responses = Object.entries(operation.responses ?? {});
  return `<details id="${anchor(`${method} ${path}`)}"><summary><b class="${method}">${method.toUpperCase()}</b> <code>${escape(path)}</code></summary>
${
  parameters.length === 0
    ? ''
    : `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr>${parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : ''}</td><td>${json(p.schema)}</td></tr>`,
        )
        .join('')}</table>`
}
${body === undefined ? '' : `<h4>Body</h4>${json(body)}`}
${responses
  .map(
    ([status, response]) =>
      `<h4>${escape(status)}</h4>${json(Object.values(response.content ?? {})[0]?.schema ?? null)}`,
  )
  .join('')}
</details>`;
}

/**
 * The reference page: every described operation grouped by tag, its parameters, body and
 * answers as JSON Schema, in plain HTML (no script: the page's policy allows none).
 */
export function renderReference(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
      count += 1;
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#1b1b1f}
nav a{margin-right:12px;white-space:nowrap}details{border:1px solid #ddd;border-radius:6px;margin:6px 0;padding:6px 10px}
summary{cursor:pointer}pre{background:#f6f7f9;padding:8px;overflow:auto;max-height:320px;font-size:12px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;text-align:left;vertical-align:top;padding:4px}
.get{color:#1f6f3f}.post{color:#1f4e8c}.put,.patch{color:#8a5a00}.delete{color:#a12}
</style></head><body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description ?? '').replace(/`([^`]+)`/g, '<code>$1</code>')}</p>
<p>${count} operations. The machine-readable document: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p>
<nav>${tags.map((tag) => `<a href="#${anchor(tag)}">${escape(tag)}</a>`).join(' ')}</nav>
${tags.map((tag) => `<h2 id="${anchor(tag)}">${escape(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}`).join('\n')}
</body></html>`;
}
