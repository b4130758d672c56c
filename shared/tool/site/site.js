// The diff control: the diffs are built with the page (Python's difflib); picking two variants swaps one in.
"use strict";
document.querySelectorAll("form[data-diff]").forEach((form) => {
  const box = form.parentElement.querySelector(".diffbox");
  const shown = {};
  const first = box.querySelector(".diffpair");
  if (first) shown[first.dataset.a + "-" + first.dataset.b] = first;
  function update() {
    const a = form.elements.a.value, b = form.elements.b.value;
    if (a === b) {
      box.innerHTML = "<p>Pick two different variants.</p>";
      return;
    }
    // Only pairs in teaching order are built: picked the other way round, the same pair is shown.
    const back = b + "-" + a;
    const key = shown[back] || document.getElementById("diff-" + back) ? back : a + "-" + b;
    if (!shown[key]) {
      const template = document.getElementById("diff-" + key);
      if (!template) {
        box.innerHTML = "<p>Too far apart to build here: <code>kata show " + form.dataset.key +
          " --diff " + a + " " + b + "</code> shows it.</p>";
        return;
      }
      shown[key] = template.content.firstElementChild.cloneNode(true);
    }
    box.replaceChildren(shown[key]);
  }
  form.addEventListener("change", update);
  form.addEventListener("submit", (event) => event.preventDefault());
});

// The index's filter: a problem stays when every word typed is in its key, title, family or a technique.
(function () {
  const box = document.getElementById("filter");
  if (!box) return;
  const tables = Array.from(document.querySelectorAll("table.problem"));
  function apply() {
    const words = box.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const t of tables) {
      const keep = words.every((w) => t.dataset.search.includes(w));
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
    const name = pre.closest("article") ? pre.closest("article").id.replace(/^v-/, "") : "this";
    add(pre, () => pre.textContent, "copy the code of " + name, (b) => wrap.prepend(b));
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
