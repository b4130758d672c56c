// The diff control: the diffs are built with the page (Python's difflib); picking two variants swaps one in.
"use strict";
document.querySelectorAll("form[data-diff]").forEach((form) => {
  const box = form.parentElement.querySelector(".diffbox");
  const shown = {};
  const first = box.querySelector("table.diff");
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
