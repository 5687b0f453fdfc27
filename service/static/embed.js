// arbiter widget: <script src="https://HOST/embed.js" data-game="rise-of-myths"></script>
// puts a launcher button and a small question panel on any page. Its styles live in a
// Shadow DOM so the host page and the widget cannot restyle each other; every text from
// the service goes in through textContent. Options, all optional, as data attributes:
//   data-game      game id (default: picked from the question)
//   data-lang      en | ru: the widget's own labels (default: the page's language)
//   data-position  bottom-right | bottom-left (default bottom-right)
//   data-theme     light | dark (default light)
(function () {
  "use strict";
  const script = document.currentScript;
  if (!script) return;
  const origin = new URL(script.src, location.href).origin;
  const opts = {
    game: script.dataset.game || "",
    lang: script.dataset.lang || ((document.documentElement.lang || navigator.language || "en").startsWith("ru") ? "ru" : "en"),
    position: script.dataset.position === "bottom-left" ? "left" : "right",
    theme: script.dataset.theme === "dark" ? "dark" : "light",
  };
  const TEXT = {
    en: { open: "Rules question?", title: "Ask the rules", send: "Ask", close: "Close", placeholder: "Your rules question",
          idk: "I don't know", yes: "Yes", no: "No", wait: "Looking it up…", failed: "The service could not answer:" },
    ru: { open: "Вопрос по правилам?", title: "Спросите правила", send: "Спросить", close: "Закрыть",
          placeholder: "Ваш вопрос по правилам", idk: "Не знаю", yes: "Да", no: "Нет", wait: "Ищу…",
          failed: "Сервис не смог ответить:" },
  };
  const t = (k) => (TEXT[opts.lang] || TEXT.en)[k];
  const dark = opts.theme === "dark";

  const host = document.createElement("div");
  host.setAttribute("data-arbiter-widget", "");
  const root = host.attachShadow({ mode: "open" });
  const style = document.createElement("style");
  style.textContent = `
    :host{all:initial}
    .launcher,.panel{position:fixed;${opts.position}:1rem;z-index:2147483000;font:15px/1.45 system-ui,"DejaVu Sans",sans-serif}
    .launcher{bottom:1rem;background:#0b57d0;color:#fff;border:0;border-radius:2rem;padding:.6rem 1rem;cursor:pointer;box-shadow:0 2px 8px #0004}
    .panel{bottom:4.2rem;width:min(24rem,calc(100vw - 2rem));max-height:70vh;overflow:auto;border-radius:.7rem;padding:.8rem;
           box-shadow:0 4px 18px #0005;background:${dark ? "#202124" : "#fff"};color:${dark ? "#e8eaed" : "#1d1d1f"}}
    .panel[hidden]{display:none}
    h2{font-size:1rem;margin:0 0 .5rem;display:flex;justify-content:space-between;align-items:center}
    textarea{width:100%;box-sizing:border-box;min-height:3.5rem;font:inherit;border:1px solid #9aa0a6;border-radius:.4rem;padding:.4rem;
             background:inherit;color:inherit}
    button{font:inherit}
    .send{background:#0b57d0;color:#fff;border:0;border-radius:.4rem;padding:.4rem .9rem;margin-top:.4rem;cursor:pointer}
    .close{background:none;border:0;color:inherit;cursor:pointer;font-size:1.1rem}
    .badge{display:inline-block;border-radius:1rem;padding:0 .5rem;color:#fff;font-weight:700;font-size:.8rem;margin-right:.4rem}
    .yes{background:#137333}.no{background:#b3261e}.idk{background:#8a6d00}
    blockquote{margin:.4rem 0;padding:.3rem .6rem;border-left:3px solid #0b57d0;background:${dark ? "#303134" : "#f1f5fe"}}
    a{color:${dark ? "#8ab4f8" : "#0b57d0"}}
    .where{display:block;font-size:.75rem;opacity:.75}
    button:focus-visible,textarea:focus-visible,a:focus-visible{outline:3px solid #f4b400;outline-offset:2px}`;
  const make = (tag, attrs, ...kids) => {
    const n = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => (k === "class" ? (n.className = v) : n.setAttribute(k, v)));
    kids.forEach((c) => n.append(c instanceof Node ? c : document.createTextNode(String(c))));
    return n;
  };
  const launcher = make("button", { class: "launcher", type: "button", "aria-expanded": "false" }, t("open"));
  const close = make("button", { class: "close", type: "button", "aria-label": t("close") }, "×");
  const input = make("textarea", { "aria-label": t("placeholder"), placeholder: t("placeholder"), maxlength: "4000" });
  const send = make("button", { class: "send", type: "submit" }, t("send"));
  const form = make("form", {}, input, send);
  const out = make("div", { "aria-live": "polite", class: "out" });
  const panel = make("div", { class: "panel", role: "dialog", "aria-label": t("title"), hidden: "" },
    make("h2", {}, t("title"), close), form, out);
  root.append(style, launcher, panel);

  let conversationId = null;
  const toggle = (show) => {
    panel.hidden = !show;
    launcher.setAttribute("aria-expanded", String(show));
    if (show) input.focus();
  };
  launcher.addEventListener("click", () => toggle(panel.hidden));
  close.addEventListener("click", () => { toggle(false); launcher.focus(); });
  panel.addEventListener("keydown", (e) => { if (e.key === "Escape") { toggle(false); launcher.focus(); } });
  input.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); form.requestSubmit(); }
  });
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const question = input.value.trim();
    if (!question) return;
    out.replaceChildren(make("p", {}, t("wait")));
    const body = { question };
    if (opts.game) body.game = opts.game;
    if (conversationId) body.conversation_id = conversationId;
    try {
      const res = await fetch(origin + "/v1/ask", { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body) });
      const data = await res.json();
      if (!res.ok) throw new Error((data.error && data.error.message) || res.status);
      conversationId = data.conversation_id;
      const head = make("p", {});
      if (data.abstained) head.append(make("span", { class: "badge idk" }, t("idk")));
      else if (data.verdict) head.append(make("span", { class: "badge " + data.verdict }, t(data.verdict)));
      head.append(data.answer);
      const quotes = data.citations.slice(0, 3).map((c) => make("blockquote", {},
        make("a", { href: origin + c.url, target: "_blank", rel: "noopener", class: "quote-link" }, c.quote),
        make("span", { class: "where" }, c.section.join(" › "))));
      out.replaceChildren(head, ...quotes);
    } catch (err) {
      out.replaceChildren(make("p", {}, t("failed") + " " + err.message));
    }
  });
  (document.body || document.documentElement).append(host);
})();
