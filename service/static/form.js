// A position as a form (issue 12, "positions without JSON"): the controls are generated from
// a kind's JSON Schema (GET /v1/games/{game}/kinds, `state_schema`), prefilled from a state,
// and read back as the state. Plain DOM: every text from the service (titles, descriptions,
// enum values, keys) goes in through textContent or a property, never as HTML.
//
//   const form = StateForm.build(schema, state, lang, legend);  // schema null: inferred from state
//   container.replaceChildren(form.node);  …  form.value()  // the state the form now holds
//
// Shapes: $ref/$defs; anyOf with null (optional); enum → select; const (fixed); integer and
// number → number input with the schema's minimum/maximum; boolean → checkbox (a select when
// it may be unset); string → text input; object → fieldset; array → items with Add/Remove;
// additionalProperties (a dict) → key/value rows with Add/Remove; oneOf/anyOf of objects
// told apart by a property (a discriminator) → a select of that property and the variant's
// fields. Anything else is a small JSON text field of its own.
const StateForm = (() => {
  "use strict";
  const WORDS = {
    en: { add: "Add", remove: "Remove", unset: "—", yes: "yes", no: "no", key: "Key", value: "Value",
          set: "Set", to: "to", item: "item", of: "of", entry: "entry", json: "(JSON)" },
    ru: { add: "Добавить", remove: "Убрать", unset: "—", yes: "да", no: "нет", key: "Ключ", value: "Значение",
          set: "Задать", to: "в", item: "элемент", of: "из", entry: "запись", json: "(JSON)" },
  };
  let serial = 0;

  function make(tag, attrs, ...kids) {
    const n = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => (k === "class" ? (n.className = v) : n.setAttribute(k, v)));
    kids.forEach((c) => n.append(c instanceof Node ? c : document.createTextNode(String(c))));
    return n;
  }

  const nextId = () => `sf-${++serial}`;
  const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  const clone = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));
  const words = (name) => name.replace(/[_-]+/g, " ").replace(/^./, (c) => c.toUpperCase());
  const shown = (v) => String(v).replace(/_/g, " ");  // an engine's name (discard_arcana) as words

  // A schema with its $ref followed (the referring schema's own keys win: description,
  // default) and anyOf/oneOf with null read as "nullable".
  function resolve(schema, root) {
    let s = schema || {};
    for (let hops = 0; s.$ref && hops < 20; hops++) {
      const { $ref, ...own } = s;
      const target = $ref.replace(/^#\//, "").split("/").reduce((o, k) => (o ? o[k] : undefined), root);
      s = { ...(target || {}), ...own };
    }
    const options = s.anyOf || s.oneOf;
    if (options) {
      const rest = options.filter((o) => !(o && o.type === "null"));
      if (rest.length < options.length) {
        const { anyOf, oneOf, ...own } = s;
        const inner = rest.length === 1 ? { ...resolve(rest[0], root), ...own } : { ...own, [anyOf ? "anyOf" : "oneOf"]: rest };
        return { ...resolve(inner, root), nullable: true };
      }
    }
    if (Array.isArray(s.type) && s.type.includes("null")) {
      const types = s.type.filter((t) => t !== "null");
      return { ...s, type: types.length === 1 ? types[0] : types, nullable: true };
    }
    return s;
  }

  // What a value of this schema is: which control it gets.
  function shape(s, root) {
    if ("const" in s) return "const";
    if (Array.isArray(s.enum)) return "enum";
    if (s.oneOf || s.anyOf) return discriminator(s, root) ? "union" : "json";
    const type = Array.isArray(s.type) ? null : s.type;
    if (type === "integer" || type === "number" || type === "boolean" || type === "string") return type;
    if (type === "array") return s.items && !Array.isArray(s.items) ? "array" : "json";
    if (type === "object" || s.properties || s.additionalProperties) {
      if (s.properties && Object.keys(s.properties).length) return "object";
      if (isObject(s.additionalProperties)) return "dict";
      return "json";
    }
    return "json";
  }

  // The property that tells a union's object variants apart, with variant per value.
  function discriminator(s, root) {
    const variants = (s.oneOf || s.anyOf).map((v) => resolve(v, root));
    if (!variants.every((v) => v.properties)) return null;
    let prop = s.discriminator && s.discriminator.propertyName;
    if (!prop) {
      prop = Object.keys(variants[0].properties).find((p) => variants.every((v) => v.properties[p] && "const" in resolve(v.properties[p], root)));
    }
    if (!prop) return null;
    const byValue = new Map();
    for (const v of variants) {
      const p = v.properties[prop] && resolve(v.properties[prop], root);
      if (!p || !("const" in p)) return null;
      byValue.set(p.const, v);
    }
    return { prop, byValue };
  }

  // A schema told by a value, for a position with no schema of its own (a game's board).
  function infer(value) {
    if (value === null || value === undefined) return {};
    if (Array.isArray(value)) {
      const items = value.map(infer);
      return { type: "array", items: items.length ? items.reduce(merge) : {} };
    }
    if (isObject(value)) {
      const keys = Object.keys(value);
      if (!keys.length) return { type: "object", additionalProperties: {} };
      const properties = {};
      keys.forEach((k) => { properties[k] = { title: words(k), ...infer(value[k]) }; });
      return { type: "object", properties, required: keys };
    }
    if (typeof value === "number") return { type: Number.isInteger(value) ? "integer" : "number" };
    return { type: typeof value };
  }

  function merge(a, b) {
    if (!a.type) return b;
    if (!b.type) return a;
    const numbers = ["integer", "number"];
    if (numbers.includes(a.type) && numbers.includes(b.type)) return { type: a.type === b.type ? a.type : "number" };
    if (a.type !== b.type) return {};
    if (a.type === "array") return { type: "array", items: merge(a.items, b.items) };
    if (a.type !== "object") return a;
    if (a.properties && b.properties) {
      const properties = { ...b.properties, ...a.properties };
      Object.keys(a.properties).forEach((k) => {
        if (b.properties[k]) properties[k] = { title: words(k), ...merge(a.properties[k], b.properties[k]) };
      });
      return { type: "object", properties, required: (a.required || []).filter((k) => (b.required || []).includes(k)) };
    }
    // named fields in one, none in the other ({"bleed": 1} and {}): a dict of the values seen
    const values = Object.values({ ...(a.properties || {}), ...(b.properties || {}) });
    return { type: "object", additionalProperties: values.length ? values.reduce(merge) : {} };
  }

  // One field: { node, value() } where value() is undefined for "leave it out".
  // opts: { label, optional (not required), present (the state had it), root, w }
  function field(schema, value, opts) {
    const s = resolve(schema, opts.root);
    const kind = shape(s, opts.root);
    const maker = { const: constant, enum: choice, integer: number, number, boolean, string: text, object,
                    array: list, dict, union, json: raw }[kind];
    return maker(s, value, opts);
  }

  // A hint under a control (the schema's description), tied to it for screen readers.
  function hint(s, control) {
    if (!s.description) return null;
    const id = nextId();
    control.setAttribute("aria-describedby", id);
    return make("span", { class: "hint", id }, s.description);
  }

  // Unset (empty control): null where the schema allows null and the field was there or is
  // required; otherwise left out.
  function unset(s, opts) {
    if (s.nullable && (opts.present || !opts.optional)) return null;
    return undefined;
  }

  // A labelled control in its own block.
  function block(label, control, s, extra) {
    const id = control.id || (control.id = nextId());
    const wrap = make("div", { class: "sf-field" }, make("label", { for: id }, label), control);
    const h = hint(s, control);
    if (extra) wrap.append(extra);
    if (h) wrap.append(h);
    return wrap;
  }

  function constant(s, value, opts) {
    const fixed = make("output", { class: "sf-const" }, shown(s.const));
    const wrap = make("div", { class: "sf-field" }, make("span", { class: "sf-label" }, `${opts.label}: `), fixed);
    return { node: wrap, value: () => s.const };
  }

  function choice(s, value, opts) {
    const select = make("select", { id: nextId() });
    const empty = s.nullable || opts.optional || !s.enum.some((e) => e === value);
    if (empty) select.append(make("option", { value: "" }, opts.w.unset));
    s.enum.forEach((e, i) => select.append(make("option", { value: String(i) }, shown(e))));
    const at = s.enum.findIndex((e) => e === value);
    select.value = at >= 0 ? String(at) : "";
    return { node: block(opts.label, select, s),
             value: () => (select.value === "" ? unset(s, opts) : s.enum[Number(select.value)]) };
  }

  function number(s, value, opts) {
    const input = make("input", { type: "number", id: nextId(), inputmode: s.type === "integer" ? "numeric" : "decimal",
                                  step: s.type === "integer" ? "1" : "any" });
    if (typeof s.minimum === "number") input.min = String(s.minimum);
    if (typeof s.maximum === "number") input.max = String(s.maximum);
    if (typeof value === "number") input.value = String(value);
    const fallback = typeof value === "number" ? undefined : value;  // a non-number kept as it was
    return { node: block(opts.label, input, s), value: () => {
      if (input.value.trim() === "") return fallback !== undefined && fallback !== null ? fallback : unset(s, opts);
      const n = Number(input.value);
      return Number.isFinite(n) ? n : input.value;
    } };
  }

  function boolean(s, value, opts) {
    if (s.nullable) {  // yes, no, or not told
      const select = make("select", { id: nextId() }, make("option", { value: "" }, opts.w.unset),
        make("option", { value: "true" }, opts.w.yes), make("option", { value: "false" }, opts.w.no));
      select.value = value === true ? "true" : value === false ? "false" : "";
      return { node: block(opts.label, select, s),
               value: () => (select.value === "" ? unset(s, opts) : select.value === "true") };
    }
    const box = make("input", { type: "checkbox", id: nextId() });
    box.checked = value === undefined || value === null ? s.default === true : Boolean(value);
    const label = make("label", { for: box.id }, opts.label);
    const wrap = make("div", { class: "sf-field sf-check" }, box, label);
    const h = hint(s, box);
    if (h) wrap.append(h);
    const initial = box.checked;
    return { node: wrap, value: () => {
      // an optional flag left as its default, and not in the state, stays out of it
      if (opts.optional && !opts.present && box.checked === initial && box.checked === (s.default === true)) return undefined;
      return box.checked;
    } };
  }

  function text(s, value, opts) {
    const input = make("input", { type: "text", id: nextId(), spellcheck: "false" });
    if (typeof s.maxLength === "number") input.maxLength = s.maxLength;
    if (value !== undefined && value !== null) input.value = String(value);
    return { node: block(opts.label, input, s), value: () => {
      if (input.value === "" && (opts.optional || s.nullable) && !(opts.present && value === "")) return unset(s, opts);
      return input.value;
    } };
  }

  // An object's fields; optional or nullable, a "Set …" checkbox shows or hides them.
  function object(s, value, opts) {
    const set = make("fieldset", { class: "sf-object" }, make("legend", {}, opts.label));
    const h = s.description ? make("p", { class: "hint" }, s.description) : null;
    if (h) set.append(h);
    const body = make("div", { class: "sf-body" });
    let fields = [];
    const fill = (v) => {
      const given = isObject(v) ? v : {};
      const required = new Set(s.required || []);
      fields = Object.entries(s.properties).map(([key, sub]) => {
        const title = sub.title || words(key);
        return [key, field(sub, given[key], { ...opts, label: title, optional: !required.has(key), present: key in given })];
      });
      body.replaceChildren(...fields.map(([, f]) => f.node));
      extras = Object.keys(given).filter((k) => !(k in s.properties));  // kept as they were
      kept = given;
    };
    let extras = [];
    let kept = {};
    const read = () => {
      const out = {};
      fields.forEach(([key, f]) => { const v = f.value(); if (v !== undefined) out[key] = v; });
      extras.forEach((k) => { out[k] = kept[k]; });
      return out;
    };
    const maybe = s.nullable || opts.optional;
    if (!maybe) {
      fill(value);
      set.append(body);
      return { node: set, value: read };
    }
    // may be left out: a checkbox says whether it is there
    const on = make("input", { type: "checkbox", id: nextId() });
    on.checked = isObject(value);
    const toggle = make("div", { class: "sf-field sf-check" }, on, make("label", { for: on.id }, `${opts.w.set} ${opts.label}`));
    set.append(toggle, body);
    if (on.checked) fill(value);
    body.hidden = !on.checked;
    on.addEventListener("change", () => {
      if (on.checked && !fields.length) fill({});
      body.hidden = !on.checked;
    });
    return { node: set, value: () => (on.checked ? read() : unset(s, opts)) };
  }

  // Items with Add and Remove; each item rendered by its schema.
  function list(s, value, opts) {
    const set = make("fieldset", { class: "sf-list" }, make("legend", {}, opts.label));
    if (s.description) set.append(make("p", { class: "hint" }, s.description));
    const ol = make("ol", { class: "sf-items" });
    const add = make("button", { type: "button", class: "secondary sf-add" }, opts.w.add,
      make("span", { class: "sr" }, ` ${opts.w.to} ${opts.label}`));
    set.append(ol, make("div", { class: "row" }, add));
    const items = [];
    const min = typeof s.minItems === "number" ? s.minItems : 0;
    const max = typeof s.maxItems === "number" ? s.maxItems : Infinity;
    const relabel = () => {
      items.forEach((it, i) => {
        it.sr.textContent = ` ${opts.w.item} ${i + 1} ${opts.w.of} ${opts.label}`;
        it.remove.disabled = items.length <= min;
      });
      add.disabled = items.length >= max;
    };
    const push = (v, focus) => {
      const n = items.length + 1;
      const f = field(s.items, v, { ...opts, label: `${opts.label} ${n}`, optional: false, present: v !== undefined });
      const sr = make("span", { class: "sr" });
      const remove = make("button", { type: "button", class: "secondary sf-remove" }, opts.w.remove, sr);
      const li = make("li", { class: "sf-item" }, f.node, make("div", { class: "row" }, remove));
      const it = { li, f, sr, remove };
      remove.addEventListener("click", () => {
        const at = items.indexOf(it);
        items.splice(at, 1);
        li.remove();
        renumber();
        (items[Math.min(at, items.length - 1)] ? items[Math.min(at, items.length - 1)].remove : add).focus();
      });
      items.push(it);
      ol.append(li);
      relabel();
      if (focus) { const c = li.querySelector("input, select, textarea"); if (c) c.focus(); }
    };
    // numbers in the items' labels follow the items' places after a removal
    const renumber = () => {
      const values = items.map((it) => it.f.value());
      items.splice(0).forEach((it) => it.li.remove());
      values.forEach((v) => push(v === undefined ? undefined : v, false));
      relabel();
    };
    if (Array.isArray(value)) value.forEach((v) => push(v, false));
    else if (value === undefined) for (let i = 0; i < min; i++) push(undefined, false);  // a new list: its least
    relabel();
    add.addEventListener("click", () => push(undefined, true));
    const present = opts.present;
    return { node: set, value: () => {
      const out = items.map((it) => it.f.value()).map((v) => (v === undefined ? null : v));
      if (!out.length && opts.optional && !present) return undefined;
      if (!out.length && s.nullable && value === null) return null;
      return out;
    } };
  }

  // A dict: rows of key and value, with Add and Remove.
  function dict(s, value, opts) {
    const set = make("fieldset", { class: "sf-dict" }, make("legend", {}, opts.label));
    if (s.description) set.append(make("p", { class: "hint" }, s.description));
    const names = resolve(s.propertyNames || {}, opts.root);
    const rows = make("div", { class: "sf-rows" });
    const add = make("button", { type: "button", class: "secondary sf-add" }, opts.w.add,
      make("span", { class: "sr" }, ` ${opts.w.to} ${opts.label}`));
    set.append(rows, make("div", { class: "row" }, add));
    const entries = [];
    const max = typeof s.maxProperties === "number" ? s.maxProperties : Infinity;
    const allowed = "const" in names ? [names.const] : Array.isArray(names.enum) ? names.enum : null;
    const sync = () => {
      entries.forEach((e, i) => { e.sr.textContent = ` ${opts.w.entry} ${i + 1} ${opts.w.of} ${opts.label}`; });
      add.disabled = entries.length >= max || (allowed !== null && entries.length >= allowed.length);
    };
    const push = (k, v, focus) => {
      let keyControl;
      if (allowed) {
        keyControl = make("select", { id: nextId() });
        allowed.forEach((a) => keyControl.append(make("option", { value: String(a) }, shown(a))));
        const free = allowed.find((a) => !entries.some((e) => e.key() === String(a)));
        keyControl.value = k !== undefined ? String(k) : String(free !== undefined ? free : allowed[0]);
      } else {
        keyControl = make("input", { type: "text", id: nextId(), spellcheck: "false" });
        if (typeof names.maxLength === "number") keyControl.maxLength = names.maxLength;
        if (k !== undefined) keyControl.value = k;
      }
      const keyField = make("div", { class: "sf-field sf-key" }, make("label", { for: keyControl.id }, opts.w.key), keyControl);
      const f = field(s.additionalProperties, v, { ...opts, label: opts.w.value, optional: false, present: v !== undefined });
      const sr = make("span", { class: "sr" });
      const remove = make("button", { type: "button", class: "secondary sf-remove" }, opts.w.remove, sr);
      const row = make("div", { class: "sf-entry" }, keyField, f.node, make("div", { class: "row" }, remove));
      const e = { row, key: () => keyControl.value, f, sr };
      remove.addEventListener("click", () => {
        const at = entries.indexOf(e);
        entries.splice(at, 1);
        row.remove();
        sync();
        add.focus();
      });
      entries.push(e);
      rows.append(row);
      sync();
      if (focus) keyControl.focus();
    };
    if (isObject(value)) Object.entries(value).forEach(([k, v]) => push(k, v, false));
    sync();
    add.addEventListener("click", () => push(undefined, undefined, true));
    return { node: set, value: () => {
      if (!entries.length && opts.optional && !opts.present) return undefined;
      if (!entries.length && s.nullable && value === null) return null;
      const out = {};
      entries.forEach((e) => { const v = e.f.value(); out[e.key()] = v === undefined ? null : v; });
      return out;
    } };
  }

  // Objects told apart by one property (a negation attempt's method): a select of it, and
  // the chosen variant's other fields; what the variants share is kept across a change.
  function union(s, value, opts) {
    const { prop, byValue } = discriminator(s, opts.root);
    const set = make("fieldset", { class: "sf-union" }, make("legend", {}, opts.label));
    if (s.description) set.append(make("p", { class: "hint" }, s.description));
    const consts = [...byValue.keys()];
    const select = make("select", { id: nextId() });
    const maybe = s.nullable || opts.optional;
    if (maybe) select.append(make("option", { value: "" }, opts.w.unset));
    consts.forEach((c, i) => select.append(make("option", { value: String(i) }, shown(c))));
    const first = byValue.values().next().value;
    const title = (first.properties[prop] && resolve(first.properties[prop], opts.root).title) || words(prop);
    set.append(block(title, select, {}));
    const body = make("div", { class: "sf-body" });
    set.append(body);
    let inner = null;
    const show = (v) => {
      if (select.value === "") { inner = null; body.replaceChildren(); return; }
      const c = consts[Number(select.value)];
      const variant = byValue.get(c);
      const { [prop]: _, ...props } = variant.properties;
      const sub = { ...variant, properties: props, required: (variant.required || []).filter((r) => r !== prop),
                    title: undefined, description: variant.description };
      const o = object(sub, v, { ...opts, label: String(c), optional: false });
      inner = { c, o, order: Object.keys(variant.properties) };
      body.replaceChildren(...[...o.node.childNodes].filter((n) => n.tagName !== "LEGEND"));
    };
    const at = isObject(value) ? consts.findIndex((c) => c === value[prop]) : -1;
    select.value = at >= 0 ? String(at) : maybe ? "" : "0";
    show(isObject(value) ? value : {});
    select.addEventListener("change", () => {
      const before = inner ? inner.o.value() : {};
      const variant = select.value === "" ? null : byValue.get(consts[Number(select.value)]);
      show(variant ? Object.fromEntries(Object.entries(before).filter(([k]) => k in variant.properties)) : {});
    });
    return { node: set, value: () => {
      if (!inner) return unset(s, opts);
      const rest = inner.o.value();
      const out = {};
      inner.order.forEach((k) => { if (k === prop) out[k] = inner.c; else if (k in rest) out[k] = rest[k]; });
      Object.keys(rest).forEach((k) => { if (!(k in out)) out[k] = rest[k]; });
      return out;
    } };
  }

  // A shape the form has no control for: its JSON, in a small text box of its own.
  function raw(s, value, opts) {
    const box = make("textarea", { id: nextId(), class: "code sf-json", spellcheck: "false", rows: "2" });
    if (value !== undefined) box.value = JSON.stringify(value);
    return { node: block(`${opts.label} ${opts.w.json}`, box, s), value: () => {
      if (box.value.trim() === "") return opts.optional ? undefined : null;
      try { return JSON.parse(box.value); } catch (_) { return box.value; }
    } };
  }

  // The form for a whole state. schema null: one is inferred from the state itself.
  function build(schema, state, lang, label) {
    const root = schema || infer(clone(state));
    const w = WORDS[lang] || WORDS.en;
    const s = resolve(root, root);
    const f = field(root, clone(state), { root, w, label: label || s.title || "", optional: false, present: true });
    const node = make("div", { class: "state-form" }, f.node);
    return { node, value: () => f.value() };
  }

  return { build, infer, resolve };
})();
