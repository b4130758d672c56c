// The tree page: alpha-beta on an explicit tree, one step at a time.
// trace() is a port of shared.engine.search.alpha_beta (fail-soft, children in order) that records
// what `kata tree --steps --json` records: enter, leaf, return, and cut with the branches it prunes.
"use strict";
(function () {
  const MAX_NODES = 3000, MAX_DEPTH = 30;
  const seeds = JSON.parse(document.getElementById("seeds").textContent);
  const $ = (id) => document.getElementById(id);
  const view = $("view"), say = $("say"), text = $("text"), seed = $("seed"), error = $("error");
  let current = null; // {tree, steps, pruned, value, shape, total, entered, expected, marked, at}

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

  // --- the drawing: an SVG of nodes and edges, laid out by depth, leaves numbered #1.. left to right ---
  const SVG = "http://www.w3.org/2000/svg";
  const LEVEL = 84, TOP = 30, SIDE = 34, SIZE = 15;
  function el(name, attrs, parent) {
    const node = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (parent) parent.appendChild(node);
    return node;
  }

  function layout(tree) {
    const nodes = [];
    let leafCount = 0;
    function walk(node, path) {
      const n = { path: path, id: key(path), leaf: !Array.isArray(node), kids: [] };
      nodes.push(n);
      if (n.leaf) {
        n.number = ++leafCount;
        n.value = node;
        n.first = n.last = n.number;
      } else {
        n.kids = node.map((child, i) => walk(child, path.concat(i)));
        n.first = n.kids[0].first;
        n.last = n.kids[n.kids.length - 1].last;
      }
      return n;
    }
    walk(tree, []);
    const depth = Math.max(...nodes.map((n) => n.path.length));
    // Leaves at least 40 px apart, more when few: a 243-leaf tree scrolls sideways, its labels stay legible.
    const gap = Math.max(40, Math.min(90, 880 / Math.max(1, leafCount)));
    const byId = new Map();
    function place(n) {
      if (n.leaf) n.x = SIDE + (n.number - 1) * gap;
      else {
        n.kids.forEach(place);
        n.x = (n.kids[0].x + n.kids[n.kids.length - 1].x) / 2;
      }
      n.y = TOP + n.path.length * LEVEL;
      byId.set(n.id, n);
    }
    place(nodes[0]);
    return { nodes: nodes, byId: byId, leaves: leafCount, width: SIDE * 2 + (leafCount - 1) * gap,
      height: TOP + depth * LEVEL + 56 };
  }

  function draw(tree) {
    const shape = layout(tree);
    const svg = el("svg", { width: shape.width, height: shape.height, viewBox: "0 0 " + shape.width + " " + shape.height,
      role: "group", "aria-label": "the tree: " + shape.nodes.length + " nodes, " + shape.leaves + " leaves" });
    const edges = el("g", { class: "edges" }, svg);
    for (const n of shape.nodes) {
      for (const kid of n.kids) {
        const g = el("g", { class: "edge", "data-path": kid.id }, edges);
        el("line", { x1: n.x, y1: n.y + SIZE, x2: kid.x, y2: kid.y - SIZE }, g);
        const mark = el("text", { x: (n.x + kid.x) / 2, y: (n.y + kid.y) / 2 + 4, class: "scissors", "text-anchor": "middle" }, g);
        mark.textContent = "✂";
        n.edgeTo = n.edgeTo || new Map();
        n.edgeTo.set(kid.id, g);
        kid.edge = g;
      }
    }
    const layer = el("g", { class: "nodes" }, svg);
    for (const n of shape.nodes) {
      const g = el("g", { class: "node " + (n.leaf ? "leaf" : who(n.path).toLowerCase()), "data-path": n.id,
        "data-kind": n.leaf ? "leaf" : who(n.path), transform: "translate(" + n.x + "," + n.y + ")" }, layer);
      if (n.leaf) {
        g.dataset.value = String(n.value);
        g.dataset.number = String(n.number);
        g.setAttribute("tabindex", "0");
        g.setAttribute("role", "button");
        g.setAttribute("aria-pressed", "false");
        g.setAttribute("aria-label", "leaf #" + n.number + ", worth " + num(n.value) + ": mark as never evaluated");
        el("rect", { x: -SIZE, y: -SIZE, width: 2 * SIZE, height: 2 * SIZE, rx: 4 }, g);
        el("text", { class: "num", y: SIZE + 14, "text-anchor": "middle" }, g).textContent = "#" + n.number;
      } else if (n.path.length % 2 === 0) {
        el("polygon", { points: "0," + -SIZE * 1.15 + " " + SIZE * 1.25 + "," + SIZE * 0.85 + " " + -SIZE * 1.25 + "," + SIZE * 0.85 }, g);
      } else {
        el("polygon", { points: "0," + SIZE * 1.15 + " " + SIZE * 1.25 + "," + -SIZE * 0.85 + " " + -SIZE * 1.25 + "," + -SIZE * 0.85 }, g);
      }
      n.value_ = el("text", { class: "v", y: n.leaf ? 5 : n.path.length % 2 === 0 ? 9 : 2, "text-anchor": "middle" }, g);
      n.window_ = el("text", { class: "window", x: SIZE * 1.4, y: -4 }, g);
      n.note_ = el("text", { class: "why", x: SIZE * 1.4, y: 10 }, g);
      n.mark_ = el("text", { class: "mark", y: SIZE + 30, "text-anchor": "middle" }, g);
      el("title", {}, g);
      n.g = g;
    }
    view.replaceChildren(svg);
    return shape;
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
      } else if (s.kind === "leaf" || s.kind === "return") {
        n.entered = true;
        n.value = s.value;
        up(s.path, s.value);
      } else if (s.kind === "cut") {
        n.entered = true;
        n.cut = s;
        n.value = s.value;
        for (const p of s.pruned) get(p).prunedBy = s;
        up(s.path, s.value);
      }
    }
    return state;
  }

  function shortWhy(s) {
    const max = s.path.length % 2 === 0;
    const enter = current.steps.find((t) => t.kind === "enter" && key(t.path) === key(s.path));
    return max ? "✂ " + num(s.value) + " ≥ β " + num(enter.beta, 1) : "✂ " + num(s.value) + " ≤ α " + num(enter.alpha, -1);
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

  const buttons = ["first", "back", "forward", "last"];
  function show(k) {
    k = Math.max(0, Math.min(current.steps.length, k));
    current.at = k;
    const state = replay(k);
    const last = k > 0 ? current.steps[k - 1] : null;
    const under = new Set(); // every node below a cut edge
    for (const n of current.shape.nodes) {
      const st = state.get(n.id);
      if (st && st.prunedBy) for (const m of current.shape.nodes) if (m.id === n.id || m.id.startsWith(n.id + ",")) under.add(m.id);
    }
    for (const n of current.shape.nodes) {
      const st = state.get(n.id);
      const g = n.g;
      const known = Boolean(st && st.value !== undefined);
      n.value_.textContent = n.leaf ? num(n.value) : known ? (st.cut ? (n.path.length % 2 === 0 ? "≥" : "≤") : "") + num(st.value)
        : st && st.best !== undefined ? "(" + num(st.best) + ")" : "";
      n.window_.textContent = !n.leaf && st && st.alpha !== undefined ? "α " + num(st.alpha, -1) + " β " + num(st.beta, 1) : "";
      n.note_.textContent = st && st.cut ? shortWhy(st.cut) : "";
      g.classList.toggle("seen", Boolean(st && st.entered));
      g.classList.toggle("done", known);
      g.classList.toggle("now", Boolean(last && key(last.path) === n.id));
      g.classList.toggle("pruned", under.has(n.id));
      g.classList.toggle("cut-root", Boolean(st && st.prunedBy));
      if (n.edge) {
        n.edge.classList.toggle("cut", Boolean(st && st.prunedBy));
        n.edge.classList.toggle("pruned", under.has(n.id));
      }
      const title = g.querySelector("title");
      title.textContent = st && st.prunedBy ? "cut: " + st.prunedBy.reason : st && st.cut ? "stopped early: " + st.cut.reason
        : (n.leaf ? "leaf #" + n.number + " = " + num(n.value) : who(n.path) + " node " + where(n.path) + " (leaves #" + n.first + "-#" + n.last + ")");
    }
    say.textContent = last ? sentence(last, state) : "Press → (or forward) to start the search at the root.";
    $("count").textContent = "step " + k + " of " + current.steps.length;
    view.dataset.step = String(k);
    view.dataset.steps = String(current.steps.length);
    const focused = document.activeElement;
    $("first").disabled = $("back").disabled = k === 0;
    $("forward").disabled = $("last").disabled = k === current.steps.length;
    // A button that just became disabled would drop focus to <body>: hand it to the one that still works.
    if (focused && focused.disabled) $(k === 0 ? "forward" : "back").focus();
    const done = k === current.steps.length;
    const summary = $("summary");
    summary.textContent = done
      ? "Value " + num(current.value) + ". Alpha-beta entered " + current.entered + " of " + current.total +
        " nodes; pruned " + (current.pruned.length ? current.pruned.map(where).join(", ") : "nothing") + "."
      : "";
    if (done && current.expected) {
      const agree = same(current.pruned, current.expected);
      summary.append(agree ? " The same branches " : " ");
      const code = document.createElement("code");
      code.textContent = "kata tree --json";
      summary.append(code, agree ? " lists." : " lists " + current.expected.map(where).join(", ") + ".");
    }
    if (last) keepInView(current.shape.byId.get(key(last.path)));
  }

  // The current node stays on screen: the drawing scrolls sideways to it (the page only as little as needed).
  function keepInView(n) {
    const box = view.getBoundingClientRect();
    const x = n.x - view.scrollLeft;
    if (x < 40 || x > box.width - 40) view.scrollLeft = n.x - box.width / 2;
    const r = n.g.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) n.g.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  const same = (a, b) => a.length === b.length && a.every((p, i) => key(p) === key(b[i]));

  function load(tree, expected, given) {
    const traced = given || trace(tree, $("best").checked ? "best" : "given");
    const shape = draw(tree);
    current = {
      tree: tree,
      steps: traced.steps,
      // `kata tree --json` sorts its paths as lists; sort ours the same way before comparing.
      pruned: traced.steps.filter((s) => s.kind === "cut").flatMap((s) => s.pruned).sort(cmp),
      value: traced.value,
      shape: shape,
      total: shape.nodes.length,
      entered: traced.steps.filter((s) => s.kind === "enter" || s.kind === "leaf").length,
      expected: expected ? expected.slice().sort(cmp) : null,
      marked: new Set(),
      at: 0,
    };
    $("verdict").replaceChildren();
    marks();
    show(0);
  }
  function cmp(a, b) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  }

  function clearAll(message) {
    current = null;
    view.replaceChildren();
    say.textContent = "";
    $("summary").textContent = "";
    $("count").textContent = "";
    $("verdict").replaceChildren();
    for (const b of buttons) $(b).disabled = true;
    error.textContent = message;
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

  // --- predict mode: the same trees and the same words as `kata quiz` ---

  // Python's random.Random(seed) (MT19937, seeded by init_by_array), enough of it for quiz_tree's rng.choice.
  function pythonRandom(seed) {
    const mt = new Uint32Array(624);
    let index = 624;
    const prev = (i) => (mt[i - 1] ^ (mt[i - 1] >>> 30)) >>> 0;
    mt[0] = 19650218;
    for (let i = 1; i < 624; i++) mt[i] = (Math.imul(1812433253, prev(i)) + i) >>> 0;
    const keys = [seed >>> 0];
    let i = 1, j = 0;
    for (let k = Math.max(624, keys.length); k; k--) {
      mt[i] = (((mt[i] ^ Math.imul(prev(i), 1664525)) >>> 0) + keys[j] + j) >>> 0;
      i++; j++;
      if (i >= 624) { mt[0] = mt[623]; i = 1; }
      if (j >= keys.length) j = 0;
    }
    for (let k = 623; k; k--) {
      mt[i] = (((mt[i] ^ Math.imul(prev(i), 1566083941)) >>> 0) - i) >>> 0;
      i++;
      if (i >= 624) { mt[0] = mt[623]; i = 1; }
    }
    mt[0] = 0x80000000;
    function next() {
      if (index >= 624) {
        for (let kk = 0; kk < 624; kk++) {
          const y = (mt[kk] & 0x80000000) | (mt[(kk + 1) % 624] & 0x7fffffff);
          mt[kk] = mt[(kk + 397) % 624] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
        }
        index = 0;
      }
      let y = mt[index++];
      y ^= y >>> 11;
      y ^= (y << 7) & 0x9d2c5680;
      y ^= (y << 15) & 0xefc60000;
      y ^= y >>> 18;
      return y >>> 0;
    }
    function below(n) { // random._randbelow_with_getrandbits
      const bits = n.toString(2).length;
      let r = next() >>> (32 - bits);
      while (r >= n) r = next() >>> (32 - bits);
      return r;
    }
    return { below: below };
  }

  // shared.tool.quiz.quiz_tree: a full tree, leaves drawn from 0..9 depth-first, left to right.
  function quizTree(seedValue, depth, branching) {
    const rng = pythonRandom(seedValue);
    const build = (level) => (level === depth ? rng.below(10) : Array.from({ length: branching }, () => build(level + 1)));
    return build(0);
  }
  window.quizTree = quizTree;

  // shared.tool.quiz.explain, word for word.
  function explain(tree, value, marked) {
    const t = trace(tree, "given");
    const leaves = leafPaths(tree, []);
    const number = new Map(leaves.map((p, i) => [key(p), i + 1]));
    const window_ = new Map(t.steps.filter((s) => s.kind === "enter" || s.kind === "leaf").map((s) => [key(s.path), s]));
    const g = fmtNum;
    const bound = (x, sign) => (x === null ? (sign < 0 ? "-∞" : "+∞") : g(x));
    const over = (path) => {
      if (!path.length) return "the root";
      if (number.has(key(path))) return "#" + number.get(key(path));
      const below = leaves.filter((p) => key(p.slice(0, path.length)) === key(path)).map((p) => number.get(key(p)));
      return (path.length % 2 === 0 ? "MAX" : "MIN") + " over #" + Math.min(...below) + "-#" + Math.max(...below);
    };
    const out = [];
    if (value === t.value) out.push("✓ the root's value is " + g(t.value));
    else {
      out.push("✗ the root's value is " + g(t.value) + ", not " + value + ": the largest of what its children return:");
      for (const s of t.steps) {
        if (s.path.length !== 1) continue;
        if (s.kind === "return") out.push("  " + over(s.path) + " returns " + g(s.value));
        else if (s.kind === "cut") out.push("  " + over(s.path) + " stops early at " + g(s.value));
        else if (s.kind === "leaf") out.push("  #" + number.get(key(s.path)) + " is worth " + g(s.value));
      }
    }
    const truth = new Set(t.pruned.map((p) => number.get(key(p))));
    const sorted = (xs) => Array.from(xs).sort((a, b) => a - b);
    if (truth.size === marked.size && sorted(truth).every((k) => marked.has(k))) {
      out.push("✓ never evaluated: " + (truth.size ? sorted(truth).map((k) => "#" + k).join(" ") : "none: every leaf is evaluated"));
    }
    for (const cut of t.steps.filter((s) => s.kind === "cut")) {
      const missed = sorted(cut.leaves.map((p) => number.get(key(p))).filter((k) => !marked.has(k)));
      if (!missed.length) continue;
      const one = missed.length === 1;
      out.push("✗ " + missed.map((k) => "#" + k).join(" ") + " " + (one ? "is" : "are") + " never evaluated; you did not mark " +
        (one ? "it" : "them") + ":");
      const w = window_.get(key(cut.path));
      const node = over(cut.path);
      const why = cut.player === "MIN"
        ? node + " finds " + g(cut.value) + " <= α = " + bound(w.alpha, -1) + ": MAX above already has " + bound(w.alpha, -1) +
          ", so it will never come here"
        : node + " finds " + g(cut.value) + " >= β = " + bound(w.beta, 1) + ": MIN above can already hold MAX to " +
          bound(w.beta, 1) + ", so it will never come here";
      out.push("  ✂ " + why + "; " + cut.pruned.map(over).join(" ") + " " + (cut.pruned.length === 1 ? "is" : "are") + " skipped");
    }
    for (const k of sorted(marked)) {
      if (truth.has(k)) continue;
      const w = window_.get(key(leaves[k - 1]));
      out.push("✗ #" + k + " is evaluated, but you marked it; the search gets there with the window (α " + bound(w.alpha, -1) +
        ", β " + bound(w.beta, 1) + "), which no cut above it closes");
    }
    return out;
  }
  window.explainAnswer = (tree, value, marked) => explain(tree, value, new Set(marked));

  function marks() {
    for (const n of current.shape.nodes) {
      if (!n.leaf) continue;
      const on = current.marked.has(n.number);
      n.g.classList.toggle("marked", on);
      n.g.setAttribute("aria-pressed", String(on));
      n.mark_.textContent = on ? "✕" : "";
      n.g.classList.remove("right", "missed", "wrong");
    }
    const list = Array.from(current.marked).sort((a, b) => a - b);
    $("marked").textContent = list.length ? "marked: " + list.map((k) => "#" + k).join(" ") : "no leaf marked";
  }
  function toggleLeaf(g) {
    if (!current || !g || g.dataset.kind !== "leaf") return;
    const k = Number(g.dataset.number);
    if (current.marked.has(k)) current.marked.delete(k);
    else current.marked.add(k);
    $("predict").open = true;
    marks();
  }
  view.addEventListener("click", (event) => toggleLeaf(event.target.closest && event.target.closest("g.leaf")));
  view.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const g = event.target.closest && event.target.closest("g.leaf");
    if (!g) return;
    event.preventDefault();
    toggleLeaf(g);
  });
  $("clear").addEventListener("click", () => {
    if (!current) return;
    current.marked.clear();
    marks();
    $("verdict").replaceChildren();
  });
  $("answer").addEventListener("submit", (event) => {
    event.preventDefault();
    if (!current) return;
    const raw = $("guess").value.trim();
    const verdict = $("verdict");
    if (!/^[+-]?\d+$/.test(raw)) {
      const li = document.createElement("li");
      li.textContent = "Type the root's value as a whole number (e.g. 7), then check.";
      verdict.replaceChildren(li);
      $("guess").focus();
      return;
    }
    const lines = explain(current.tree, Number(raw), current.marked);
    verdict.replaceChildren(...lines.map((line) => {
      const li = document.createElement("li");
      li.textContent = line.trim();
      if (line.startsWith("  ")) li.className = "sub";
      else li.className = line.startsWith("✓") ? "ok" : "bad";
      return li;
    }));
    const truth = new Set(current.pruned.flatMap((p) => leafPaths(subtree(current.tree, p), p)).map(key));
    for (const n of current.shape.nodes) {
      if (!n.leaf) continue;
      const skipped = truth.has(n.id), on = current.marked.has(n.number);
      n.g.classList.toggle("right", skipped && on);
      n.g.classList.toggle("missed", skipped && !on);
      n.g.classList.toggle("wrong", !skipped && on);
      n.mark_.textContent = skipped && on ? "✓" : skipped || on ? "✗" : "";
      n.g.setAttribute("aria-label", "leaf #" + n.number + ", worth " + num(n.value) + (skipped ? ": never evaluated" : ": evaluated") +
        (skipped === on ? ", as you said" : on ? ", but you marked it" : ", but you did not mark it"));
    }
  });

  function loadQuiz() {
    const raw = $("quiz-seed").value.trim();
    const seedValue = Number(raw);
    if (!/^\d+$/.test(raw) || seedValue > 4294967295) {
      clearAll("seed " + JSON.stringify(raw) + " is not a whole number from 0 to 4294967295");
      return;
    }
    const depth = Number($("quiz-depth").value), branching = Number($("quiz-branching").value);
    const tree = quizTree(seedValue, depth, branching);
    error.textContent = "";
    seed.value = "quiz";
    text.value = JSON.stringify(tree);
    const cli = "kata quiz --seed " + seedValue + (depth !== 3 ? " --depth " + depth : "") + (branching !== 3 ? " --branching " + branching : "");
    const code = document.createElement("code");
    code.textContent = cli;
    // kata quiz stops at 81 leaves (shared.tool.quiz.MAX_LEAVES); bigger trees are for the page alone.
    if (branching ** depth <= 81) $("quiz-cli").replaceChildren("the same tree: ", code);
    else $("quiz-cli").textContent = "(kata quiz asks at most 81 leaves; this one is for the page)";
    $("guess").value = "";
    load(tree, null);
  }
  $("quiz").addEventListener("submit", (event) => {
    event.preventDefault();
    $("predict").open = true;
    loadQuiz();
  });

  // A seed tree's trace as `kata tree --steps --json` printed it when the page was built, if it was.
  const python = (s) => (s.python ? s.python[$("best").checked ? "best" : "given"] : null);

  function pick() {
    error.textContent = "";
    if (seed.value === "random") {
      const tree = randomTree();
      text.value = JSON.stringify(tree);
      load(tree, null);
    } else if (seed.value === "quiz") {
      loadQuiz();
    } else if (seed.value === "pasted") {
      $("pick").requestSubmit();
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
      clearAll("tree is not valid JSON: write nested lists of numbers, e.g. [[3,12,8],[2,4,6]]");
      return;
    }
    const fault = check(raw);
    if (fault) {
      clearAll(fault);
      return;
    }
    error.textContent = "";
    const at = seeds.findIndex((s) => JSON.stringify(s.tree) === JSON.stringify(raw));
    const known = at >= 0 ? seeds[at] : null;
    // The dropdown names what is on screen: a seed tree by its name, anything else as the pasted tree.
    if (known) seed.value = String(at);
    else if (seed.value !== "quiz" || JSON.stringify(raw) !== JSON.stringify(current && current.tree)) seed.value = "pasted";
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
    if (!current || typing || event.altKey || event.ctrlKey || event.metaKey) return;
    if (target && target.tagName === "SELECT" && !(event.key === "ArrowLeft" || event.key === "ArrowRight")) return;
    const moves = { ArrowRight: current.at + 1, ArrowLeft: current.at - 1, Home: 0, End: current.steps.length };
    if (event.key in moves) {
      event.preventDefault();
      show(moves[event.key]);
    }
  });
  // tree.html#quiz=7 opens the predict mode on `kata quiz --seed 7`'s tree.
  function fromHash() {
    const asked = /^#quiz=(\d+)$/.exec(location.hash);
    if (!asked) return false;
    $("quiz-seed").value = asked[1];
    $("predict").open = true;
    seed.value = "quiz";
    loadQuiz();
    return true;
  }
  window.addEventListener("hashchange", fromHash);
  if (!fromHash()) pick();
})();
