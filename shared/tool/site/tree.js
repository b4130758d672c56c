// The tree page: alpha-beta on an explicit tree, one step at a time.
// trace() is a port of shared.engine.search.alpha_beta (fail-soft, children in order) that records
// what `kata tree --steps --json` records: enter, leaf, return, and cut with the branches it prunes.
"use strict";
(function () {
  const MAX_NODES = 3000, MAX_DEPTH = 30;
  const seeds = JSON.parse(document.getElementById("seeds").textContent);
  const $ = (id) => document.getElementById(id);
  const view = $("view"), say = $("say"), text = $("text"), seed = $("seed"), error = $("error");
  let current = null; // {tree, steps, pruned, value, spans, items, total, at}

  const inf = (x) => (x === null || x === undefined ? null : x);
  function num(x, sign) {
    if (x === null || x === undefined) return sign < 0 ? "−∞" : "+∞";
    if (x === Infinity) return "+∞";
    if (x === -Infinity) return "−∞";
    return String(x).replace("-", "−");
  }
  const key = (path) => path.join(",");
  const where = (path) => (path.length ? "[" + path.join(",") + "]" : "the root");
  const who = (path) => (path.length % 2 === 0 ? "MAX" : "MIN");
  const finite = (x) => (Number.isFinite(x) ? x : null);

  function check(raw) {
    let count = 0;
    const stack = [[raw, []]];
    while (stack.length) {
      const [node, path] = stack.pop();
      const at = "tree" + path.map((i) => "[" + i + "]").join("");
      if (++count > MAX_NODES) return "tree has more than " + MAX_NODES + " nodes: too many to step through here";
      if (path.length > MAX_DEPTH) return "tree is nested deeper than " + MAX_DEPTH + " levels";
      if (Array.isArray(node)) {
        if (!node.length) return at + " is an empty list; an inner node needs at least one child";
        node.forEach((child, i) => stack.push([child, path.concat(i)]));
      } else if (typeof node !== "number" || !Number.isFinite(node)) {
        return at + " must be a number or a list of subtrees, got " + JSON.stringify(node);
      }
    }
    return null;
  }

  // Numbers and paths written as shared.engine.trace writes them (Python's f"{x:g}"), so the words match.
  function fmtNum(x) {
    if (x === 0) return "0";
    const e = Number(x.toExponential(5).split("e")[1]);
    if (e < -4 || e >= 6) {
      const [mantissa, exp] = x.toExponential(5).split("e");
      const digits = String(Math.abs(Number(exp))).padStart(2, "0");
      return mantissa.replace(/\.?0+$/, "") + "e" + (Number(exp) < 0 ? "-" : "+") + digits;
    }
    const fixed = x.toFixed(Math.max(0, 5 - e));
    return fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed;
  }
  const fmtPath = (path) => (path.length ? "[" + path.join(",") + "]" : "root");

  function reason(path, max, v, bound, skipped) {
    const names = skipped.map(fmtPath).join(", ");
    const verb = skipped.length === 1 ? "is" : "are";
    const owner = bound.setBy.length === 1 ? "the root" : fmtPath(bound.setBy.slice(0, -1));
    if (max) {
      return "MAX node " + fmtPath(path) + " has " + fmtNum(v) + " >= β = " + fmtNum(bound.value) + ", which MIN at " +
        owner + " already has from " + fmtPath(bound.setBy) + ": MIN will never come here, so " + names + " " +
        verb + " skipped";
    }
    return "MIN node " + fmtPath(path) + " has " + fmtNum(v) + " <= α = " + fmtNum(bound.value) + ", which MAX at " +
      owner + " already has from " + fmtPath(bound.setBy) + ": MAX will never come here, so " + names + " " +
      verb + " skipped";
  }

  function leafPaths(node, path) {
    return Array.isArray(node) ? node.flatMap((child, i) => leafPaths(child, path.concat(i))) : [path];
  }

  function minimaxValues(node, path, out) {
    if (!Array.isArray(node)) {
      out.set(key(path), node);
      return node;
    }
    const kids = node.map((child, i) => minimaxValues(child, path.concat(i), out));
    const v = path.length % 2 === 0 ? Math.max(...kids) : Math.min(...kids);
    out.set(key(path), v);
    return v;
  }

  // A port of shared.engine.trace.trace: AIMA's alpha-beta, each node given its parent's window (α, β);
  // a MAX node stops once v >= β, a MIN node once v <= α, and a node that stops sends "cut" instead of "return".
  function trace(tree, order) {
    order = order === "best" ? "best" : "given";
    const steps = [];
    const best = order === "best" ? new Map() : null;
    if (best) minimaxValues(tree, [], best);
    const bound = (x) => (Number.isFinite(x) ? x : null);
    function children(node, path, max) {
      const indices = node.map((_, i) => i);
      if (best) {
        const at = (i) => best.get(key(path.concat(i)));
        indices.sort((i, j) => (max ? at(j) - at(i) : at(i) - at(j)) || i - j);
      }
      return indices;
    }
    function value(node, path, alpha, beta) {
      if (!Array.isArray(node)) {
        steps.push({ event: "leaf", kind: "leaf", path: path, value: node, alpha: bound(alpha.value),
          beta: bound(beta.value) });
        return node;
      }
      const max = path.length % 2 === 0;
      const player = max ? "MAX" : "MIN";
      steps.push({ event: "enter", kind: "enter", path: path, player: player, alpha: bound(alpha.value),
        beta: bound(beta.value) });
      let v = max ? -Infinity : Infinity;
      const indices = children(node, path, max);
      for (let k = 0; k < indices.length; k++) {
        const child = path.concat(indices[k]);
        const got = value(node[indices[k]], child, alpha, beta);
        v = max ? Math.max(v, got) : Math.min(v, got);
        if ((max && v >= beta.value) || (!max && v <= alpha.value)) {
          const skipped = indices.slice(k + 1).map((j) => path.concat(j));
          if (skipped.length) {
            const leaves = skipped.flatMap((p) => leafPaths(subtree(tree, p), p));
            steps.push({ event: "cut", kind: "cut", path: path, player: player, value: v, pruned: skipped,
              leaves: leaves, reason: reason(path, max, v, max ? beta : alpha, skipped) });
            return v;
          }
          break; // the last child: nothing left to skip, so it is an ordinary return
        }
        if (max && v > alpha.value) alpha = { value: v, setBy: child };
        else if (!max && v < beta.value) beta = { value: v, setBy: child };
      }
      steps.push({ event: "return", kind: "return", path: path, player: player, value: v });
      return v;
    }
    const result = value(tree, [], { value: -Infinity, setBy: null }, { value: Infinity, setBy: null });
    const pruned = steps.filter((s) => s.kind === "cut").flatMap((s) => s.leaves).sort(cmp);
    return { value: result, order: order, steps: steps, pruned: pruned };
  }
  function subtree(tree, path) {
    return path.reduce((node, i) => node[i], tree);
  }
  window.alphaBetaTrace = trace; // for the browser tests, and for the curious in the console

  function draw(tree) {
    const spans = new Map(), items = new Map();
    function build(node, path) {
      const li = document.createElement("li");
      const span = document.createElement("span");
      span.className = "node";
      li.dataset.path = key(path);
      li.appendChild(span);
      spans.set(key(path), span);
      items.set(key(path), li);
      if (Array.isArray(node)) {
        li.dataset.kind = who(path);
        const ul = document.createElement("ul");
        node.forEach((child, i) => ul.appendChild(build(child, path.concat(i))));
        li.appendChild(ul);
      } else {
        li.dataset.kind = "leaf";
        li.dataset.value = String(node);
      }
      return li;
    }
    const root = document.createElement("ul");
    root.appendChild(build(tree, []));
    view.replaceChildren(root);
    return { spans: spans, items: items };
  }

  // Replays steps[0..k) into a state per node: window, best so far, value, cut, pruned.
  function replay(k) {
    const state = new Map();
    const get = (path) => {
      const id = key(path);
      if (!state.has(id)) state.set(id, { path: path });
      return state.get(id);
    };
    const up = (path, v) => {
      if (!path.length) return;
      const parent = get(path.slice(0, -1));
      const max = (path.length - 1) % 2 === 0;
      parent.best = parent.best === undefined ? v : max ? Math.max(parent.best, v) : Math.min(parent.best, v);
      if (max) parent.alpha = Math.max(parent.alpha, v);
      else parent.beta = Math.min(parent.beta, v);
    };
    for (let i = 0; i < k; i++) {
      const s = current.steps[i];
      const n = get(s.path);
      if (s.kind === "enter") {
        n.entered = true;
        n.alpha = inf(s.alpha) === null ? -Infinity : s.alpha;
        n.beta = inf(s.beta) === null ? Infinity : s.beta;
        n.window = [n.alpha, n.beta];
      } else if (s.kind === "leaf" || s.kind === "return") {
        n.entered = true;
        n.value = s.value;
        up(s.path, s.value);
      } else if (s.kind === "cut") {
        n.entered = true;
        n.cut = s.reason;
        n.value = s.value;
        for (const p of s.pruned) get(p).prunedBy = s;
        up(s.path, s.value);
      }
    }
    return state;
  }

  function label(path, n, isLeaf, leafValue) {
    const parts = [];
    if (isLeaf) {
      parts.push('<span class="val">' + num(leafValue) + "</span>");
    } else {
      parts.push('<span class="who">' + who(path) + "</span>");
      if (n && n.window) {
        parts.push('<span class="window">α ' + num(n.alpha) + " β " + num(n.beta) + "</span>");
        if (n.cut !== undefined) {
          const sign = path.length % 2 === 0 ? "≥ " : "≤ ";
          parts.push('<span class="val">' + sign + num(n.value) + "</span> <span class=\"why\">✂ stopped early</span>");
        } else if (n.value !== undefined) parts.push('<span class="val">= ' + num(n.value) + "</span>");
        else if (n.best !== undefined) parts.push('<span class="best">best so far ' + num(n.best) + "</span>");
      }
    }
    if (n && n.prunedBy) {
      const cutAt = n.prunedBy.path;
      const short = cutAt.length % 2 === 0 ? "MIN above already has better" : "MAX above already has better";
      parts.push('<span class="why">✂ pruned at ' + where(cutAt) + ": " + short + "</span>");
    }
    return parts.join(" ");
  }

  function sentence(s, state) {
    const node = who(s.path) + " node " + where(s.path);
    const parentOf = (path) => {
      if (!path.length) return "";
      const p = state.get(key(path.slice(0, -1)));
      return " It goes up to " + who(path.slice(0, -1)) + " at " + where(path.slice(0, -1)) +
        ", whose window is now (α " + num(p.alpha) + ", β " + num(p.beta) + ").";
    };
    if (s.kind === "enter") {
      let text = (s.path.length ? "Enter " + node : "Start at the root, MAX") +
        " with window (α " + num(s.alpha, -1) + ", β " + num(s.beta, 1) + ").";
      if (s.path.length % 2 === 1 && s.alpha !== null) {
        text += " MAX is already sure of " + num(s.alpha) + ": once this MIN node finds " + num(s.alpha) +
          " or less, it can stop.";
      } else if (s.path.length % 2 === 0 && s.beta !== null) {
        text += " MIN can already hold MAX to " + num(s.beta) + ": once this MAX node finds " + num(s.beta) +
          " or more, it can stop.";
      }
      return text;
    }
    if (s.kind === "leaf") return "Leaf " + where(s.path) + " is worth " + num(s.value) + "." + parentOf(s.path);
    if (s.kind === "return") {
      if (!s.path.length) return "The root returns " + num(s.value) + ": the value of the tree.";
      return node + " is done: it is worth " + num(s.value) + "." + parentOf(s.path);
    }
    if (s.kind === "cut") {
      const up = s.path.length ? parentOf(s.path).replace(" It goes up", " Its " + num(s.value) + " goes up") : "";
      return "✂ " + s.reason + "." + up;
    }
    return s.kind + " at " + where(s.path);
  }

  function show(k) {
    k = Math.max(0, Math.min(current.steps.length, k));
    current.at = k;
    const state = replay(k);
    const last = k > 0 ? current.steps[k - 1] : null;
    for (const [id, span] of current.spans) {
      const li = current.items.get(id);
      const n = state.get(id);
      const isLeaf = li.dataset.kind === "leaf";
      span.innerHTML = label(id ? id.split(",").map(Number) : [], n, isLeaf, Number(li.dataset.value));
      span.classList.toggle("seen", Boolean(n && n.entered));
      span.classList.toggle("done", Boolean(n && n.value !== undefined));
      span.classList.toggle("now", Boolean(last && key(last.path) === id));
      li.classList.toggle("pruned", Boolean(n && n.prunedBy));
      li.classList.toggle("cut-root", Boolean(n && n.prunedBy));
    }
    say.textContent = last ? sentence(last, state) : "Press → (or forward) to start the search at the root.";
    $("count").textContent = "step " + k + " of " + current.steps.length;
    view.dataset.step = String(k);
    view.dataset.steps = String(current.steps.length);
    $("first").disabled = $("back").disabled = k === 0;
    $("forward").disabled = $("last").disabled = k === current.steps.length;
    const done = k === current.steps.length;
    $("summary").textContent = done
      ? "Value " + num(current.value) + ". Alpha-beta entered " + current.entered + " of " + current.total +
        " nodes; pruned " + (current.pruned.length ? current.pruned.map(where).join(", ") : "nothing") + "." +
        (current.expected ? (same(current.pruned, current.expected) ? " The same branches `kata tree --json` lists."
          : " `kata tree --json` lists " + current.expected.map(where).join(", ") + ".") : "")
      : "";
  }

  const same = (a, b) => a.length === b.length && a.every((p, i) => key(p) === key(b[i]));

  function load(tree, expected, given) {
    const traced = given || trace(tree, $("best").checked ? "best" : "given");
    const drawn = draw(tree);
    current = {
      tree: tree,
      steps: traced.steps,
      // `kata tree --json` sorts its paths as lists; sort ours the same way before comparing.
      pruned: traced.steps.filter((s) => s.kind === "cut").flatMap((s) => s.pruned).sort(cmp),
      from: given ? "kata tree --steps --json" : "this page",
      value: traced.value,
      spans: drawn.spans,
      items: drawn.items,
      total: drawn.spans.size,
      entered: traced.steps.filter((s) => s.kind === "enter" || s.kind === "leaf").length,
      expected: expected ? expected.slice().sort(cmp) : null,
      at: 0,
    };
    show(0);
  }
  function cmp(a, b) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  }

  function randomTree() {
    const leaf = () => Math.floor(Math.random() * 21);
    function grow(depth) {
      if (depth === 0) return leaf();
      const n = 2 + Math.floor(Math.random() * 2);
      const kids = [];
      for (let i = 0; i < n; i++) kids.push(depth > 1 && Math.random() < 0.15 ? leaf() : grow(depth - 1));
      return kids;
    }
    return grow(3);
  }

  // A seed tree's trace as `kata tree --steps --json` printed it when the page was built, if it was.
  const python = (s) => (s.python ? s.python[$("best").checked ? "best" : "given"] : null);

  function pick() {
    error.textContent = "";
    if (seed.value === "random") {
      const tree = randomTree();
      text.value = JSON.stringify(tree);
      load(tree, null);
    } else {
      const s = seeds[Number(seed.value)];
      text.value = JSON.stringify(s.tree);
      load(s.tree, s.pruned, python(s));
    }
  }

  seed.addEventListener("change", pick);
  $("best").addEventListener("change", () => $("pick").requestSubmit());
  $("pick").addEventListener("submit", (event) => {
    event.preventDefault();
    let raw;
    try {
      raw = JSON.parse(text.value);
    } catch (err) {
      error.textContent = "tree is not valid JSON: " + err.message;
      return;
    }
    const fault = check(raw);
    if (fault) {
      error.textContent = fault;
      return;
    }
    error.textContent = "";
    const known = seeds.find((s) => JSON.stringify(s.tree) === JSON.stringify(raw));
    load(raw, known ? known.pruned : null, known ? python(known) : null);
  });
  $("first").addEventListener("click", () => show(0));
  $("back").addEventListener("click", () => show(current.at - 1));
  $("forward").addEventListener("click", () => show(current.at + 1));
  $("last").addEventListener("click", () => show(current.steps.length));
  document.addEventListener("keydown", (event) => {
    // Keys step the search from anywhere but a text box (← and → do not change a closed <select>).
    const target = event.target;
    const typing = target && (target.tagName === "TEXTAREA" || (target.tagName === "INPUT" && target.type !== "checkbox"));
    if (typing || event.altKey || event.ctrlKey || event.metaKey) return;
    if (target && target.tagName === "SELECT" && !(event.key === "ArrowLeft" || event.key === "ArrowRight")) return;
    const moves = { ArrowRight: current.at + 1, ArrowLeft: current.at - 1, Home: 0, End: current.steps.length };
    if (event.key in moves) {
      event.preventDefault();
      show(moves[event.key]);
    }
  });
  pick();
})();
