// arbiter widget: <script src="https://HOST/embed.js" data-game="rise-of-myths"></script>
// (/embed.js is answer.js and this file in one closure: service/app.py) puts a launcher button and a small question panel on any page. It lives in a Shadow DOM
// under an element of its own name (<arbiter-widget>), so the host page's rules for div,
// button or * cannot restyle it and its rules cannot leak out; every size is in pixels,
// since a host's root font size (html{font-size:62.5%}) would shrink rem sizes. Every text
// from the service goes in through textContent. Options, all optional, as data attributes:
//   data-game           game id (default: picked from the question)
//   data-lang           en | ru: the widget's own labels (default: the page's language)
//   data-position       bottom-right | bottom-left (default bottom-right)
//   data-theme          light | dark (default light)
//   data-accent         a CSS colour for the launcher, buttons and links (default #0b57d0)
//   data-launcher-text  the launcher's words (default "Rules question?")
//   data-offset         pixels between the launcher and the screen's edges (default 16, 0–200)
//   data-target         a CSS selector: render the panel inline into that element, always
//                       open and without a launcher (default: a floating launcher)
(function () {
  "use strict";
  const script = document.currentScript;
  if (!script) return;
  const origin = new URL(script.src, location.href).origin;
  const data = script.dataset;
  const number = Number.parseInt(data.offset || "", 10);
  const opts = {
    game: data.game || "",
    lang: data.lang || ((document.documentElement.lang || navigator.language || "en").startsWith("ru") ? "ru" : "en"),
    side: data.position === "bottom-left" ? "left" : "right",
    theme: data.theme === "dark" ? "dark" : "light",
    // a colour the browser cannot read would leave the buttons without a background
    accent: data.accent && CSS.supports("color", data.accent) ? data.accent : "#0b57d0",
    launcherText: (data.launcherText || "").trim().slice(0, 60),
    offset: Number.isFinite(number) ? Math.min(200, Math.max(0, number)) : 16,
    target: data.target || "",
  };
  const TEXT = {
    en: { open: "Rules question?", title: "Ask the rules", send: "Ask", close: "Close", placeholder: "Your rules question",
          wait: "Looking it up…", failed: "The service could not answer:" },
    ru: { open: "Вопрос по правилам?", title: "Спросите правила", send: "Спросить", close: "Закрыть",
          placeholder: "Ваш вопрос по правилам", wait: "Ищу…", failed: "Сервис не смог ответить:" },
  };
  const t = (k) => (TEXT[opts.lang] || TEXT.en)[k];
  const dark = opts.theme === "dark";
  const side = opts.side;
  const edge = opts.offset + "px";

  function style(inline) {
    // The panel is 384 px wide where that fits beside the offset, else the screen less 8 px
    // on each side: on a 390 px phone it never runs off the left edge.
    const place = inline ? ".panel{position:static;width:auto;max-height:none;box-shadow:none;border:1px solid #9aa0a6}" : `
      .launcher,.panel{position:fixed;z-index:2147483000}
      .launcher{${side}:${edge};bottom:${edge};max-width:calc(100vw - 16px)}
      .panel{${side}:max(8px,min(${edge},calc(100vw - 392px)));bottom:calc(${edge} + 56px);
             width:min(384px,calc(100vw - 16px));max-height:min(600px,calc(100vh - ${edge} - 64px))}`;
    return `
    :host{all:initial!important;display:block!important}
    *{box-sizing:border-box}
    .read-as{font-style:italic}
    .launcher,.panel{font:15px/1.45 system-ui,"DejaVu Sans",sans-serif}
    .launcher{background:${opts.accent};color:#fff;border:0;border-radius:32px;padding:10px 16px;cursor:pointer;
              box-shadow:0 2px 8px #0004;font-size:15px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
    .panel{overflow:auto;border-radius:11px;padding:12px;margin:0;box-shadow:0 4px 18px #0005;
           background:${dark ? "#202124" : "#fff"};color:${dark ? "#e8eaed" : "#1d1d1f"}}
    ${place}
    .panel[hidden]{display:none}
    h2{font-size:16px;margin:0 0 8px;display:flex;justify-content:space-between;align-items:center}
    textarea{display:block;width:100%;min-height:56px;font:inherit;font-size:15px;border:1px solid #9aa0a6;border-radius:6px;
             padding:6px;margin:0;background:inherit;color:inherit;resize:vertical}
    button{font:inherit;font-size:15px;margin:0}
    .send{background:${opts.accent};color:#fff;border:0;border-radius:6px;padding:6px 14px;margin-top:6px;cursor:pointer}
    .close{background:none;border:0;color:inherit;cursor:pointer;font-size:18px;padding:0 4px}
    p{margin:8px 0}
    .badge{display:inline-block;border-radius:16px;padding:0 8px;color:#fff;font-weight:700;font-size:12px;margin-right:6px}
    .yes{background:#137333}.no{background:#b3261e}.idk{background:#8a6d00}
    blockquote{margin:0;padding:5px 10px;border-left:3px solid ${opts.accent};background:${dark ? "#303134" : "#f1f5fe"}}
    a,.cite-mark{color:${dark ? "#8ab4f8" : opts.accent}}
    .where{display:block;font-size:12px;opacity:.75}
    ol.quotes{margin:6px 0;padding-left:24px} ol.quotes li{margin:4px 0}
    .cite-mark{background:none;border:0;padding:0 2px;cursor:pointer;font-size:13px;text-decoration:underline}
    details{margin:6px 0;font-size:13px} summary{cursor:pointer}
    dl{margin:4px 0;display:grid;grid-template-columns:auto 1fr;gap:2px 8px} dt{font-weight:700} dd{margin:0;overflow-wrap:anywhere}
    .sure{font-size:13px;opacity:.85;margin:4px 0}
    h3{font-size:14px;margin:8px 0 4px} ol.trace{margin:4px 0;padding-left:22px} ol.trace li{margin:4px 0}
    .violation{border-left:3px solid #b3261e;padding:4px 8px;margin:6px 0}
    .feedback{font-size:13px;margin:6px 0;display:flex;gap:6px;align-items:center;flex-wrap:wrap}
    .rate{background:none;border:1px solid #9aa0a6;border-radius:14px;padding:2px 10px;color:inherit;cursor:pointer;font-size:13px}
    button:focus-visible,textarea:focus-visible,a:focus-visible,.feedback:focus-visible{outline:3px solid #f4b400;outline-offset:2px}`;
  }

  const make = Answers.make;

  function mount() {
    const shelf = opts.target ? document.querySelector(opts.target) : null;
    if (opts.target && !shelf) console.warn(`arbiter widget: no element matches data-target ${opts.target}; floating instead`);
    const inline = Boolean(shelf);
    const host = make("arbiter-widget", { "data-arbiter-widget": "" });
    const root = host.attachShadow({ mode: "open" });
    const input = make("textarea", { "aria-label": t("placeholder"), placeholder: t("placeholder"), maxlength: "4000" });
    const send = make("button", { class: "send", type: "submit" }, t("send"));
    const form = make("form", {}, input, send);
    const out = make("div", { "aria-live": "polite", class: "out" });
    const heading = make("h2", {}, t("title"));
    const panel = make("div", inline ? { class: "panel", role: "region", "aria-label": t("title") }
      : { class: "panel", role: "dialog", "aria-label": t("title"), hidden: "" }, heading, form, out);
    root.append(make("style", {}, style(inline)));
    if (!inline) {
      const launcher = make("button", { class: "launcher", type: "button", "aria-expanded": "false" },
        opts.launcherText || t("open"));
      const close = make("button", { class: "close", type: "button", "aria-label": t("close") }, "×");
      heading.append(close);
      const toggle = (show) => {
        panel.hidden = !show;
        launcher.setAttribute("aria-expanded", String(show));
        if (show) input.focus();
      };
      launcher.addEventListener("click", () => toggle(panel.hidden));
      close.addEventListener("click", () => { toggle(false); launcher.focus(); });
      panel.addEventListener("keydown", (e) => { if (e.key === "Escape") { toggle(false); launcher.focus(); } });
      root.append(launcher);
    }
    root.append(panel);

    let conversationId = null;
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
        const link = (c) => ({ href: origin + c.url, target: "_blank", rel: "noopener" });
        out.replaceChildren(Answers.card(data, {
          link,
          rate: async (rating) => {
            const sent = await fetch(origin + "/v1/feedback", { method: "POST", headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ question, rating, answer: data.answer, game: data.game,
                                     conversation_id: data.conversation_id }) });
            if (!sent.ok) throw new Error(String(sent.status));
          },
          extra: (card) => { if (data.check) card.append(Answers.check(data.check, data.lang || "en", link)); },
        }));
      } catch (err) {
        out.replaceChildren(make("p", {}, t("failed") + " " + err.message));
      }
    });
    (shelf || document.body || document.documentElement).append(host);
  }

  // data-target may name an element that comes after the script tag
  if (opts.target && document.readyState === "loading") document.addEventListener("DOMContentLoaded", mount);
  else mount();
})();
