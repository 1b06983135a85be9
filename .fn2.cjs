const ts = require("typescript"); const fs = require("fs");
const text = fs.readFileSync(process.argv[2], "utf8");
const sf = ts.createSourceFile("Code.js", text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
let body;
ts.forEachChild(sf, function f(n) { if (!body && ts.isArrowFunction(n) && n.body && ts.isBlock(n.body)) { body = n.body; return; } ts.forEachChild(n, f); });
// arrows/functions not inside any function declaration/expression (only inside arrows)
const rows = []; let total = 0;
for (const st of body.statements) {
  if (ts.isFunctionDeclaration(st)) continue;
  let n = 0;
  (function g(c) { ts.forEachChild(c, (d) => { if (ts.isArrowFunction(d)) { n++; g(d); } else if (ts.isFunctionLike(d) && d.body) { n++; /* stop: declarations/expressions/methods */ } else g(d); }); })(st);
  total += n; if (n) rows.push([n, st.getText().slice(0, 100).replace(/\n/g, " ")]);
}
console.log("arrow-reachable functions at load", total);
rows.sort((a, b) => b[0] - a[0]); for (const r of rows.slice(0, 20)) console.log(r[0], r[1]);
