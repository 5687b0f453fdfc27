// An answer as players see it, shared by the chat page (loaded as /static/answer.js) and the
// widget (/embed.js carries this file inside its own closure, so a host page's globals are
// untouched). Everything from the service goes in through textContent, never as HTML.
// An answer is labelled in the language it is written in (the reply's `lang`), whatever the
// language of the page or widget around it: one language per answer.
const Answers = (() => {
  "use strict";
  const LABELS = {
    en: { yes: "Yes", no: "No", idk: "I don't know" },
    ru: { yes: "Да", no: "Нет", idk: "Не знаю" },
  };
  const label = (lang, key) => (LABELS[lang] || LABELS.en)[key];

  function make(tag, attrs, ...kids) {
    const n = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => (k === "class" ? (n.className = v) : n.setAttribute(k, v)));
    kids.forEach((c) => n.append(c instanceof Node ? c : document.createTextNode(String(c))));
    return n;
  }

  // The answer text opens with what the badge shows ("Yes." / "Да.", "I don't know:"): said once.
  const OPENING = /^(Yes\.|No\.|Да\.|Нет\.|I don't know:|Не знаю:)\s*/;

  function badge(res) {
    const lang = res.lang || "en";
    if (res.abstained) return make("span", { class: "badge idk" }, label(lang, "idk"));
    if (res.verdict) return make("span", { class: `badge ${res.verdict}` }, label(lang, res.verdict));
    return null;
  }

  // The answer's text without the verdict the badge already says.
  function text(res) {
    if (!res.verdict && !res.abstained) return res.answer;
    const rest = res.answer.replace(OPENING, "");
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  }

  return { make, badge, text, label };
})();
