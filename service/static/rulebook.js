// The rules-reference pages (service/pages.py): bring the highlighted span (?hl=START-END)
// into view, and let the search box narrow the table of contents to the sections whose title
// or text holds the words typed (Enter goes to the first of them).
(function () {
  "use strict";
  var m = document.getElementById("hl");
  if (m) m.scrollIntoView({ block: "center" });

  var find = document.getElementById("find");
  if (!find) return;
  // each entry of the contents with its section's words: the heading and what follows it
  // up to the next heading
  var entries = Array.prototype.map.call(document.querySelectorAll("nav li"), function (li) {
    var a = li.querySelector("a");
    var head = document.getElementById(a.getAttribute("href").slice(1));
    var words = [a.textContent];
    for (var n = head && head.nextElementSibling; n && !/^H[1-6]$/.test(n.tagName); n = n.nextElementSibling) {
      words.push(n.textContent);
    }
    return { li: li, head: head, words: words.join(" ").toLowerCase() };
  });
  find.addEventListener("input", function () {
    var q = find.value.trim().toLowerCase();
    entries.forEach(function (e) { e.li.hidden = q !== "" && e.words.indexOf(q) < 0; });
  });
  find.form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = entries.filter(function (e) { return !e.li.hidden && e.head; })[0];
    if (first) first.head.scrollIntoView({ block: "start" });
  });
})();
