// The diff control: every pair's rows come with the page (Python's difflib, see diff.py), the lines' highlighted
// HTML from the variants' own columns; picking two variants draws their pair, as diff.py draws the first.
"use strict";
document.querySelectorAll("form[data-diff]").forEach((form) => {
  const box = form.parentElement.querySelector(".diffbox");
  const data = JSON.parse(document.getElementById("diff-data").textContent);
  const shown = {};
  const first = box.querySelector(".diffpair");
  if (first) shown[first.dataset.a + " " + first.dataset.b] = first;
  const lines = {};
  function source(name) {
    if (!lines[name]) {
      lines[name] = Array.from(document.querySelectorAll("#v-" + CSS.escape(name) + " pre .ln"), (ln) => ({
        html: ln.innerHTML.replace(/\n$/, ""),
        indent: Number(ln.style.getPropertyValue("--i")) || 0,
      }));
    }
    return lines[name];
  }
  const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const code = (cls, indent, html) => '<td class="' + cls + '" style="--i:' + indent + '">' + html + "</td>";
  function cells(n, mark, side, line, html) {
    if (!n) return "<td class=n></td><td class=m></td><td></td>";
    return "<td class=n>" + n + "</td><td class=m>" + mark + "</td>" + code("c" + side, line.indent, html);
  }
  // [i, j, n] equal run; [i, 0] or [0, j] a line on one side; [i, j, left, right] a changed pair (diff.py's Row)
  function expanded(rows, a, b) {
    const out = [];
    for (const row of rows) {
      if (row.length === 3) {
        for (let k = 0; k < row[2]; k++) out.push([row[0] + k, row[1] + k, null, null, true]);
      } else out.push([row[0], row[1], row[2] || null, row[3] || null, false]);
    }
    return out.map(([i, j, left, right, same]) => ({
      i, j, same,
      left: i ? left || a[i - 1].html : "", right: j ? right || b[j - 1].html : "",
      la: i ? a[i - 1] : null, lb: j ? b[j - 1] : null,
    }));
  }
  function draw(a, b) {
    const pair = data.pairs[a + " " + b];
    const rows = expanded(pair.rows, source(a), source(b));
    let split = "", unified = "", plus = "";
    for (const r of rows) {
      split += "<tr>" + cells(r.i, r.same ? "" : "&minus;", r.same ? "" : " del", r.la, r.left) +
        cells(r.j, r.same ? "" : "+", r.same ? "" : " add", r.lb, r.right) + "</tr>";
      if (r.same) {
        unified += plus + "<tr><td class=n>" + r.i + "</td><td class=n>" + r.j + "</td><td class=m></td>" +
          code("c", r.la.indent, r.left) + "</tr>";
        plus = "";
        continue;
      }
      if (r.i) unified += "<tr><td class=n>" + r.i + "</td><td class=n></td><td class=m>&minus;</td>" +
        code("c del", r.la.indent, r.left) + "</tr>";
      if (r.j) plus += "<tr><td class=n></td><td class=n>" + r.j + "</td><td class=m>+</td>" +
        code("c add", r.lb.indent, r.right) + "</tr>";
    }
    unified += plus;
    const caption = esc(a + " → " + b + ": " + pair.changes + " change" + (pair.changes === 1 ? "" : "s"));
    const head = (n) => esc(n) + " <small>Time " + esc(data.time[n]) + "</small>";
    const div = document.createElement("div");
    div.className = "diffpair";
    div.dataset.a = a;
    div.dataset.b = b;
    div.innerHTML = '<table class="diff split hl"><caption>' + caption + "</caption>" +
      "<colgroup><col class=n><col class=m><col><col class=n><col class=m><col></colgroup>" +
      '<thead><tr><th colspan=3 scope="col">&minus; ' + head(a) + '</th><th colspan=3 scope="col">+ ' + head(b) +
      "</th></tr></thead><tbody>" + split + "</tbody></table>" +
      '<table class="diff unified hl"><caption>' + caption + "</caption>" +
      "<colgroup><col class=n><col class=n><col class=m><col></colgroup>" +
      '<thead><tr><th colspan=4 scope="col">&minus; ' + head(a) + "<br>+ " + head(b) + "</th></tr></thead><tbody>" +
      unified + "</tbody></table>";
    return div;
  }
  window.kataDrawDiff = draw; // for the tests: the script's drawing of a pair, to compare with diff.py's
  function update() {
    const a = form.elements.a.value, b = form.elements.b.value;
    if (a === b) {
      box.innerHTML = "<p>Pick two different variants.</p>";
      return;
    }
    // Pairs are kept in teaching order: picked the other way round, the same pair is shown.
    const key = data.pairs[a + " " + b] ? a + " " + b : b + " " + a;
    const [x, y] = key.split(" ");
    shown[key] = shown[key] || draw(x, y);
    box.replaceChildren(shown[key]);
  }
  form.addEventListener("change", update);
  form.addEventListener("submit", (event) => event.preventDefault());
});

// The columns' picker: the two variants chosen go first, side by side; the rest follow in teaching order.
document.querySelectorAll("form[data-columns]").forEach((form) => {
  const grid = form.nextElementSibling;
  function update() {
    const a = form.elements.a.value, b = form.elements.b.value;
    for (const article of grid.querySelectorAll("article.variant")) {
      const name = article.dataset.variant;
      article.style.order = name === a ? -2 : name === b ? -1 : 0;
    }
  }
  form.addEventListener("change", update);
  form.addEventListener("submit", (event) => event.preventDefault());
  update();
});

// The index's filter: a problem stays when every word typed begins a word of its key, title, family or a technique
// ("nim game" finds Nim Game, not the minimax inside 375's and 913's techniques); alpha_beta is two words.
(function () {
  const box = document.getElementById("filter");
  if (!box) return;
  const tables = Array.from(document.querySelectorAll("table.problem"));
  const split = (text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const known = new Map(tables.map((t) => [t, split(t.dataset.search)]));
  function apply() {
    const words = split(box.value);
    let shown = 0;
    for (const t of tables) {
      const keep = words.every((w) => known.get(t).some((word) => word.startsWith(w)));
      t.hidden = !keep;
      shown += keep;
    }
    for (const section of document.querySelectorAll("section.family")) {
      section.hidden = !section.querySelector("table.problem:not([hidden])");
    }
    document.getElementById("found").textContent = words.length ? shown + " of " + tables.length + " problems" : "";
  }
  box.addEventListener("input", apply);
  apply();
})();

// Copy buttons on code blocks and on `kata ...` commands. file:// pages may not reach the clipboard API:
// then the text is selected and copied the old way.
(function () {
  function copy(text, button) {
    const done = () => {
      button.textContent = "copied";
      setTimeout(() => (button.textContent = button.dataset.label), 1500);
    };
    const fallback = () => {
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      try {
        document.execCommand("copy");
        done();
      } finally {
        area.remove();
        button.focus();
      }
    };
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  }
  function add(target, text, label, where) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "copy";
    button.textContent = button.dataset.label = "copy";
    button.setAttribute("aria-label", label);
    button.addEventListener("click", () => copy(text(), button));
    where(button);
  }
  document.querySelectorAll("article.variant pre.hl, .pitfall pre.hl").forEach((pre) => {
    const wrap = document.createElement("div");
    wrap.className = "copyable";
    pre.replaceWith(wrap);
    wrap.appendChild(pre);
    const article = pre.closest("article");
    const name = article ? article.id.replace(/^v-/, "") : "this";
    // A variant copies its paste (helpers and LeetCode's class Solution included), which runs as copied.
    const paste = article && article.dataset.paste;
    const what = paste ? "copy " + name + " as code that runs alone" : "copy the code of " + name;
    add(pre, () => paste || pre.textContent, what, (b) => wrap.prepend(b));
  });
  document.querySelectorAll("main p code, main li code").forEach((code) => {
    if (!/^kata \w/.test(code.textContent) || /[A-Z]{3,}/.test(code.textContent)) return;
    add(code, () => code.textContent, "copy the command " + code.textContent, (b) => code.after(b));
  });
})();

// Under `kata serve` the learner's record is fetched as it changes, so "yours" is live, not a snapshot.
(function () {
  const url = document.body.dataset.live;
  if (!url || !location.protocol.startsWith("http")) return;
  const marks = { passing: "✓", failing: "✗", written: "✎", "not started": "○" };
  function render(cell, state) {
    cell.replaceChildren();
    if (!state) return;
    const span = document.createElement("span");
    span.className = "state state-" + state.split(/\s+/).join("-");
    span.textContent = (marks[state] || "•") + " " + state;
    cell.appendChild(span);
  }
  async function refresh() {
    try {
      const response = await fetch(url, { cache: "no-store" });
      if (!response.ok) return;
      const states = await response.json();
      document.querySelectorAll("[data-yours]").forEach((cell) => render(cell, states[cell.dataset.yours]));
      document.body.dataset.record = "fetched";
    } catch (err) {
      // the server has stopped: keep what is shown
    }
  }
  refresh();
  setInterval(refresh, 4000);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && refresh());
})();
