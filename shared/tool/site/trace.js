// The trace pages: a variant's recorded run replayed step by step (see shared/tool/site/trace_page.py).
// Each event carries the line `kata trace --print` prints for it; the panels are rebuilt from the events.
"use strict";
(function () {
  // Each variant's trace is a script of its own (trace-<stem>-<k>.js calls kataTrace), fetched when first shown:
  // a page holding every variant's run at once would weigh megabytes.
  const scripts = JSON.parse(document.getElementById("traces").textContent);
  const traces = new Array(scripts.length).fill(null);
  const waiting = {};
  window.kataTrace = (k, data) => {
    data.events = unpack(data.packed);
    data.text = data.events.map((e, i) => data.packed.texts[i] ?? eventLine(data, e));
    delete data.packed;
    traces[k] = data;
    (waiting[k] || []).forEach((then) => then());
  };
  window.kataTraces = traces; // what a test reads back: the events and lines as the page rebuilt them
  function load(k, then) {
    if (k === null || traces[k]) return then();
    if (!waiting[k]) {
      waiting[k] = [];
      const tag = document.createElement("script");
      tag.src = scripts[k];
      document.head.appendChild(tag);
    }
    waiting[k].push(then);
  }
  // The events as trace_pack.pack carries them: each a shape (a skeleton and its holes' columns) and the fields
  // the calls open before it give (trace_pack.derived: the same rule), named by the letters of its "~".
  const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  function varints(text) {
    const out = [];
    let n = 0;
    for (const ch of text) {
      const d = DIGITS.indexOf(ch);
      n = n * 32 + (d % 32);
      if (d < 32) { out.push(n); n = 0; }
    }
    return out;
  }
  function fill(skeleton, next) {
    if (Array.isArray(skeleton)) return skeleton.map((x) => fill(x, next));
    if (skeleton !== null && typeof skeleton === "object") {
      const out = {};
      for (const [k, v] of Object.entries(skeleton)) out[k] = fill(v, next);
      return out;
    }
    return next();
  }
  function unpack(p) {
    const seen = p.shapes.map(() => 0);
    const shapes = varints(p.which).map((g) => {
      const group = p.shapes[g], at = seen[g]++;
      if (group.w) return group.w;
      let hole = 0;
      return fill(group.t, () => { const c = group.c[hole++]; return Array.isArray(c) ? c[at] : c.k; });
    });
    const names = { i: "id", p: "parent", d: "depth", f: "func", s: "state" };
    const stack = [], events = [];
    let calls = 0;
    for (const n of varints(p.rows)) {
      const shape = shapes[n], top = stack.length ? stack[stack.length - 1] : null, id = top ? top.id : null;
      let given;
      if (shape.kind === "call") given = { id: calls, parent: id, depth: stack.length };
      else if (shape.kind === "return" && top) given = { id: id, depth: stack.length - 1, func: top.func, state: top.state };
      else if ((shape.kind === "cut" || shape.kind === "memo") && shape["~"].includes("i")) {
        given = { id: id, parent: stack.length > 1 ? stack[stack.length - 2].id : null, depth: stack.length - 1 };
      } else given = { id: id, parent: id, depth: stack.length };
      const e = {};
      for (const [k, v] of Object.entries(shape)) if (k !== "~") e[k] = v;
      for (const letter of shape["~"]) e[names[letter]] = given[names[letter]];
      if (e.kind === "call") { stack.push(e); calls++; }
      else if (e.kind === "return" && top && top.id === e.id) stack.pop();
      events.push(e);
    }
    return events;
  }

  // views.event_line, word for word: one event as one line, cut to 80 columns (a test holds the two to agree).
  const MARKS = { call: "→", return: "←", memo: "↺", cut: "✂", cell: "▦", line: "·" };
  function dumps(v) { // Python's json.dumps: ", " and ": " between items
    if (Array.isArray(v)) return "[" + v.map(dumps).join(", ") + "]";
    if (v !== null && typeof v === "object") return "{" + Object.entries(v).map(([k, x]) => JSON.stringify(k) + ": " + dumps(x)).join(", ") + "}";
    return JSON.stringify(v);
  }
  const fit = (text, width) => ([...text].length <= width ? text : [...text].slice(0, width - 1).join("") + "…");
  function value(v) {
    if (typeof v === "string" && v in INF) return INF[v];
    return fit(dumps(v), 40);
  }
  const stateLine = (s) => Object.entries(s).map(([k, v]) => k + "=" + value(v)).join(", ");
  function eventLine(t, e) {
    const pad = "  ".repeat(Math.min(e.depth || 0, 10)), mark = MARKS[e.kind];
    let text;
    if (e.kind === "call") text = mark + " #" + e.id + " " + e.func + "(" + stateLine(e.state) + ")";
    else if (e.kind === "return") {
      text = mark + " #" + e.id + " " + e.func + "(" + stateLine(e.state) + ")" + (e.raised ? " raised" : " = " + value(e.value));
    } else if (e.kind === "memo") {
      const by = e.of_state ? " " + e.func + "(" + stateLine(e.of_state) + ")" : "";
      const source = e.of !== undefined && e.of !== null ? "computed by #" + e.of + by : "computed earlier";
      const own = e.id !== undefined && e.id !== null ? "#" + e.id + " " : "";
      text = mark + " " + own + e.func + "(" + stateLine(e.state) + ") = " + value(e.value) + " from the memo, " + source;
    } else if (e.kind === "cut") {
      const window = Object.entries(e.window).map(([k, v]) => (k === "alpha" ? "α" : "β") + " = " + value(v)).join(", ");
      text = mark + " #" + e.id + " cut: " + e.test + " (" + window + ")";
    } else if (e.kind === "cell" && "fill" in e) {
      const start = (e.cells || []).map((c) => c[1]);
      const shown = value(start.length === e.fill ? start : [...start, "…"]);
      text = mark + " " + e.table + " filled: " + e.fill + " cells " + shown + "   (line " + e.line + ")";
    } else if (e.kind === "cell") {
      const index = e.index.map((k) => "[" + value(k) + "]").join("");
      const loops = Object.entries(e.at || {}).filter(([k]) => [...k].length === 1 && k !== "n").slice(0, 3).map(([k, v]) => k + "=" + v);
      text = mark + " " + e.table + index + " = " + value(e.value) + "   (" + (loops.length ? loops.join(", ") + ", " : "") + "line " + e.line + ")";
    } else {
      let code = "";
      for (const s of t.sources) if (e.line >= s.first && e.line < s.first + s.lines.length) code = s.lines[e.line - s.first].trim();
      text = mark + " " + String(e.line).padStart(4) + "  " + code;
    }
    return fit(pad + text, 80);
  }
  const $ = (id) => document.getElementById(id);
  const NOTED = ["call", "return", "memo", "cut", "cell"];
  const INF = { inf: "∞", "-inf": "-∞" };
  const show = (v) => (typeof v === "string" && v in INF ? INF[v] : JSON.stringify(v));
  const stateText = (s) => Object.entries(s).map(([k, v]) => k + "=" + show(v)).join(", ");
  let left = 0, right = null, step = 0;

  function noted(t) { return t.events.map((e, k) => (NOTED.includes(e.kind) ? k : -1)).filter((k) => k >= 0); }

  function replay(t, upto) {
    const r = { stack: [], nodes: {}, values: {}, rows: [], cuts: {}, cells: [], counts: { call: 0, memo: 0, cut: 0, cell: 0 } };
    for (const e of t.events.slice(0, upto + 1)) {
      if (e.kind in r.counts) r.counts[e.kind] += e.fill || 1;  // a fill counts each cell it starts with
      if (e.kind === "call") {
        r.stack.push(e); r.nodes[e.id] = e; r.rows.push(e);
      } else if (e.kind === "return") {
        r.values[e.id] = e.value;
        if (r.stack.length && r.stack[r.stack.length - 1].id === e.id) r.stack.pop();
      } else if (e.kind === "memo" && e.id === null) {
        r.rows.push(e);
      } else if (e.kind === "memo") {
        r.nodes[e.id] = Object.assign({}, r.nodes[e.id], { memoOf: e.of });
      } else if (e.kind === "cut") r.cuts[e.id] = e;
      else if (e.kind === "cell") r.cells.push(e);
    }
    return r;
  }

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function codePanel(t, upto) {
    // as views._current_line: a return's line is its call's own last line, not one a call below it ran
    let line = null;
    const at = t.events[upto];
    if (at && at.kind === "return") {
      for (let k = upto - 1; k >= 0; k--) {
        const x = t.events[k];
        if (x.kind === "line" && x.id === at.id) { line = x.line; break; }
        if (x.kind === "call" && x.id === at.id) break;
      }
    }
    for (let k = upto; k >= 0 && line === null; k--) if (t.events[k].line !== undefined) line = t.events[k].line;
    const pre = el("pre", { tabindex: "0", "aria-label": "the code" });
    for (const s of t.sources) {
      s.lines.forEach((text, i) => {
        const n = s.first + i, here = n === line;
        const row = el("span", here ? { class: "ln now", "aria-current": "step" } : { class: "ln" });
        row.textContent = (here ? "▶" : " ") + String(n).padStart(4) + " " + text;
        pre.appendChild(row);
      });
    }
    return pre;
  }

  // The search as drawn so far, depth first: a row per call and per answer of a memo twin, which come in that order
  // (views._tree_lines); its last TREE_ROWS rows, as a long run's whole tree would be a page tens of thousands tall.
  const TREE_ROWS = 120;
  function treeLines(r) {
    const out = r.rows.length > TREE_ROWS ? ["… " + (r.rows.length - TREE_ROWS) + " rows above"] : [];
    for (const e of r.rows.slice(-TREE_ROWS)) {
      const pad = "  ".repeat(Math.min(e.depth || 0, 10));
      if (e.kind === "memo") { out.push(pad + "↺ (" + stateText(e.state) + ") = " + show(e.value) + " → #" + e.of); continue; }
      const value = e.id in r.values ? " = " + show(r.values[e.id]) : " …";
      const link = r.nodes[e.id] && r.nodes[e.id].memoOf !== undefined ? " ↺ #" + r.nodes[e.id].memoOf : "";
      out.push(pad + "#" + e.id + " (" + stateText(e.state) + ")" + value + link + (e.id in r.cuts ? "  ✂ cut" : ""));
    }
    return out;
  }

  const MASKS = ["taken", "mask", "used"]; // grid.MASKS: a set of numbers as bits, listed in binary
  function where(state, axes, index) {
    if ((!index || !index.length) && Object.keys(state).some((k) => MASKS.includes(k))) {
      return ["", Object.entries(state).map(([k, v]) => k + "=" + (MASKS.includes(k) && Number.isInteger(v) ? v.toString(2) : JSON.stringify(v))).join(", ")];
    }
    if (index && index.length === 2) return [index[0], index[1]];
    if (axes && axes.every((a) => a in state)) return [state[axes[0]], state[axes[1]]];
    if (index && index.length === 1) return [0, index[0]];
    const ints = Object.values(state).filter((v) => Number.isInteger(v));
    if (ints.length === Object.keys(state).length && ints.length >= 1 && ints.length <= 2) return ints.length === 2 ? ints : [0, ints[0]];
    return ["", stateText(state)];
  }

  function gridTable(t, r, focus) {
    const filled = new Map(), calls = Object.keys(r.nodes).length > 0;
    const put = (at, v) => { const key = JSON.stringify(at); filled.delete(key); filled.set(key, [at, v]); };
    if (calls) for (const [id, v] of Object.entries(r.values)) put(where(r.nodes[id].state, t.axes), v);
    else for (const e of r.cells) for (const [index, v] of e.cells || [[e.index, e.value]]) put(where(e.at || {}, t.axes, index), v);
    if (!filled.size) return null;
    let spot = [...filled.keys()].pop();
    if (focus && focus.kind === "cell" && !calls) spot = JSON.stringify(where(focus.at || {}, t.axes, focus.index));
    else if (focus && (focus.kind === "memo" || focus.kind === "return")) spot = JSON.stringify(where(focus.state, t.axes));
    const table = el("table", { class: "grid" });
    table.appendChild(el("caption", {}, calls ? "values returned, by state" : "table, by cell written"));
    const entries = [...filled.values()];
    if (entries.some(([at]) => at[0] === "")) {
      for (const [at, v] of entries.slice(-12)) {
        const tr = el("tr"); tr.appendChild(el("th", { scope: "row" }, at[1]));
        const td = el("td", {}, show(v)); if (JSON.stringify(at) === spot) td.className = "now";
        tr.appendChild(td); table.appendChild(tr);
      }
      return table;
    }
    const order = (a, b) => (a > b) - (a < b);
    const rows = [...new Set(entries.map(([at]) => at[0]))].sort(order).slice(0, 16);
    const cols = [...new Set(entries.map(([at]) => at[1]))].sort(order).slice(0, 16);
    const head = el("tr"); head.appendChild(el("td", {}, ""));  // the corner: no column's header
    for (const c of cols) head.appendChild(el("th", { scope: "col" }, show(c)));
    table.appendChild(head);
    for (const row of rows) {
      const tr = el("tr"); tr.appendChild(el("th", { scope: "row" }, show(row)));
      for (const c of cols) {
        const key = JSON.stringify([row, c]), got = filled.get(key);
        const td = el("td", {}, got ? show(got[1]) : "");
        if (key === spot) td.className = "now";
        tr.appendChild(td);
      }
      table.appendChild(tr);
    }
    return table;
  }

  // Connect Four: the position the step is at (the event's own, its call's, the open call's), as views._board_of.
  function boardOf(t, r, upto) {
    const e = t.events[upto];
    if (e.board) return [e.kind === "call" ? "board at #" + e.id : "board of the cell written", e.board];
    const node = ["return", "memo", "cut"].includes(e.kind) && e.id !== null && e.id !== undefined ? r.nodes[e.id] : null;
    if (node && node.board) return ["board at #" + node.id, node.board];
    const top = r.stack[r.stack.length - 1];
    if (top && top.board) return ["board at #" + top.id, top.board];
    const cell = [...r.cells].reverse().find((x) => x.board);
    return cell ? ["board of the cell written", cell.board] : null;
  }

  function boardTable(found) {
    const [title, rows] = found, table = el("table", { class: "grid board" });
    table.appendChild(el("caption", {}, title + " (X moves first)"));
    const head = el("tr");
    for (let c = 1; c <= rows[0].length; c++) head.appendChild(el("th", { scope: "col" }, String(c)));
    for (const row of rows) {
      const tr = el("tr");
      for (const ch of row) tr.appendChild(el("td", { class: ch === "X" ? "x" : ch === "O" ? "o" : "" }, ch === "." ? "" : ch));
      table.appendChild(tr);
    }
    table.appendChild(head);
    return table;
  }

  // 913: each coloured position's winner and round, as rounds.round_cells reads them from the writes.
  function roundTables(r, focus) {
    const found = new Map();
    for (const e of r.cells) {
      const i = e.index || [];
      if (i.length !== 3 || (e.value !== 1 && e.value !== 2)) continue;
      const at = e.at || {}, before = found.get(JSON.stringify([at.turn, at.mouse, at.cat]));
      found.set(JSON.stringify(i), [e.value, before === undefined ? 0 : before[1] + 1]);
    }
    if (!found.size) return null;
    const n = 1 + Math.max(...[...found.keys()].map((k) => Math.max(...JSON.parse(k).slice(1))));
    const spot = focus && focus.kind === "cell" && (focus.index || []).length === 3 ? JSON.stringify(focus.index) : null;
    const box = el("div", { class: "rounds" });
    ["mouse to move", "cat to move"].forEach((title, turn) => {
      const table = el("table", { class: "grid" });
      table.appendChild(el("caption", {}, title + ": winner and round"));
      const head = el("tr"); head.appendChild(el("th", { scope: "col" }, "mouse \\ cat"));
      for (let c = 0; c < n; c++) head.appendChild(el("th", { scope: "col" }, String(c)));
      table.appendChild(head);
      for (let m = 0; m < n; m++) {
        const tr = el("tr"); tr.appendChild(el("th", { scope: "row" }, String(m)));
        for (let c = 0; c < n; c++) {
          const key = JSON.stringify([turn, m, c]), got = found.get(key);
          const td = el("td", { class: got ? (got[0] === 1 ? "mw" : "cw") : "" }, got ? (got[0] === 1 ? "M" : "C") + got[1] : "·");
          if (key === spot) td.className += " now";
          tr.appendChild(td);
        }
        table.appendChild(tr);
      }
      box.appendChild(table);
    });
    return box;
  }

  function panel(t, upto) {
    const box = el("section", { class: "trace", "aria-label": t.variant });
    const r = replay(t, upto), c = r.counts;
    box.appendChild(el("h2", {}, t.variant + " on " + t.input));
    if (t.instead) box.appendChild(el("p", { class: "note" }, t.instead));
    box.appendChild(el("p", { class: "hint" }, "step " + (upto + 1) + " of " + t.events.length + " · calls " + c.call +
      ", memo answers " + c.memo + ", cuts " + c.cut + ", cells " + c.cell + (upto === t.events.length - 1 ? " · answer " + t.answer : "")));
    box.appendChild(el("p", { class: "event", "aria-live": "polite" }, t.text[upto].trim()));
    box.appendChild(codePanel(t, upto));
    box.appendChild(el("h3", {}, "stack"));
    const stack = el("ol", { class: "stack" });
    for (const f of r.stack) stack.appendChild(el("li", {}, "#" + f.id + " " + (f.func || "") + "(" + stateText(f.state) + ")"));
    if (!r.stack.length) stack.appendChild(el("li", {}, "no search call open"));
    box.appendChild(stack);
    const tree = treeLines(r);
    if (tree.length) { box.appendChild(el("h3", {}, "search")); box.appendChild(el("pre", { tabindex: "0", "aria-label": "the search so far" }, tree.join("\n"))); }
    const board = boardOf(t, r, upto);
    const grid = board ? boardTable(board) : (t.rounded && roundTables(r, t.events[upto])) || gridTable(t, r, t.events[upto]);
    if (grid) { const wrap = el("div", { class: "gridbox", tabindex: "0", role: "region", "aria-label": "the table" }); wrap.appendChild(grid); box.appendChild(wrap); }
    return box;
  }

  function render() {
    if (!traces[left] || (right !== null && !traces[right])) return; // still loading: render() runs once loaded
    const panels = $("panels");
    panels.textContent = "";
    const a = traces[left];
    if (right === null) { panels.appendChild(panel(a, step)); return; }
    const b = traces[right], na = noted(a), nb = noted(b);
    panels.appendChild(panel(a, na[Math.min(step, na.length - 1)] ?? 0));
    panels.appendChild(panel(b, nb[Math.min(step, nb.length - 1)] ?? 0));
  }

  function last() { return right === null ? traces[left].events.length - 1 : Math.max(noted(traces[left]).length, noted(traces[right]).length) - 1; }
  function go(to) {
    if (!traces[left] || (right !== null && !traces[right])) return;
    step = Math.max(0, Math.min(last(), to)); $("quiz").hidden = true; render(); }
  function nextCall() {
    const ev = traces[left].events;
    for (let k = step + 1; k < ev.length; k++) if (ev[k].kind === "call") return go(k);
    go(last());
  }

  function predict() {
    const t = traces[left];
    if (right !== null) { $("quiz").hidden = false; $("ask").textContent = "Predict works on one variant: choose nothing beside it."; $("choices").textContent = ""; return; }
    let k = step + 1;
    while (k < t.events.length && !(k in t.questions)) k++;
    const box = $("quiz"), choices = $("choices");
    box.hidden = false; choices.textContent = ""; $("told").textContent = "";
    if (k >= t.events.length) {
      const more = t.events.slice(step + 1).some((e) => NOTED.includes(e.kind));
      $("ask").textContent = more ? "This page asks about the first 400 steps of note; kata trace asks at every step."
        : "Nothing left to predict: this is the end of the run.";
      return;
    }
    const q = t.questions[k];
    $("ask").textContent = q.prompt;
    for (const [key, text] of Object.entries(q.choices)) {
      const b = el("button", { type: "button" }, text);
      b.addEventListener("click", () => {
        $("told").textContent = (key === q.right ? "Right: " : "Not quite (" + q.choices[q.right] + "): ") + q.reveal;
        step = k; render(); choices.querySelectorAll("button").forEach((x) => (x.disabled = true));
      });
      choices.appendChild(b);
    }
    choices.querySelector("button").focus();
  }

  $("left").addEventListener("change", (e) => { left = Number(e.target.value); load(left, () => go(0)); });
  $("right").addEventListener("change", (e) => {
    right = e.target.value === "" ? null : Number(e.target.value);
    load(right, () => go(0));
  });
  $("first").addEventListener("click", () => go(0));
  $("back").addEventListener("click", () => go(step - 1));
  $("forward").addEventListener("click", () => go(step + 1));
  $("last").addEventListener("click", () => go(last()));
  $("call").addEventListener("click", nextCall);
  $("predict").addEventListener("click", predict);
  document.addEventListener("keydown", (e) => {
    if (e.target.closest && e.target.closest("select, input, textarea")) return;
    const keys = { ArrowRight: () => go(step + 1), ArrowLeft: () => go(step - 1), Home: () => go(0), End: () => go(last()), c: nextCall, "?": predict };
    if (keys[e.key] && traces[left] && (right === null || traces[right])) { e.preventDefault(); keys[e.key](); }
  });
  load(left, render);
})();
