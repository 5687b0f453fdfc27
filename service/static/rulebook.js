// The rules-reference pages (service/pages.py): bring the highlighted span (?hl=START-END) into view.
(function () {
  "use strict";
  var m = document.getElementById("hl");
  if (m) m.scrollIntoView({ block: "center" });
})();
