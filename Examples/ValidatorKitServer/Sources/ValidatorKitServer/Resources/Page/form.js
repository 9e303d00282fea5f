// The live form of validator-server: sends each edit of the page to the WebSocket named by the
// form's data-live and draws what the server's form session answers. The protocol is in
// PROTOCOL.md beside this file. Plain script, no framework, no build step.
"use strict";

(function () {
  const form = document.getElementById("live-form");
  if (!form || !("WebSocket" in window)) {
    return;
  }
  const callbacks = document.getElementById("callbacks");
  const answer = document.getElementById("answer");
  const segmenter = window.Intl && Intl.Segmenter ? new Intl.Segmenter() : null;
  const longestLog = 200;

  /** What the form submits, secure fields left out: the server's latest "record" message. */
  let record = {};
  /** The field the server has focused (or is being asked to focus), by path. */
  let focusedPath = null;
  let socket = null;
  const waiting = [];
  /** Whether the server's caret is the one to show: after an edit or a caret move of the page,
   * not after a focus alone (a click's own caret position arrives with its mouseup). */
  let followsServerCaret = false;

  // Characters as people count them (grapheme clusters), as the server counts them.
  function graphemes(text) {
    return segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text);
  }
  function graphemeOffset(text, utf16Offset) {
    return graphemes(text.slice(0, utf16Offset)).length;
  }
  function utf16Offset(text, graphemeCount) {
    return graphemes(text).slice(0, graphemeCount).join("").length;
  }

  function fieldElement(path) {
    return form.querySelector('.field[data-field="' + CSS.escape(path) + '"]');
  }
  function control(fieldDiv) {
    return fieldDiv ? fieldDiv.querySelector("input, select") : null;
  }
  function isSecure(input) {
    return input.closest(".field").dataset.secure === "true";
  }

  function connect() {
    const url = new URL(form.dataset.live, window.location.href);
    url.protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(url);
    form.dataset.connection = "connecting";
    socket.addEventListener("open", function () {
      form.dataset.connection = "open";
      waiting.splice(0).forEach((text) => socket.send(text));
    });
    socket.addEventListener("message", function (event) {
      receive(JSON.parse(event.data));
    });
    socket.addEventListener("close", function (event) {
      form.dataset.connection = "closed";
      log("closed " + event.code + (event.reason ? " " + event.reason : ""), "closed");
    });
  }

  function send(message) {
    const text = JSON.stringify(message);
    if (message.event !== "focus" && message.event !== "leave") {
      followsServerCaret = true;
    }
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(text);
    } else {
      waiting.push(text);
    }
  }

  function focusOnServer(path) {
    if (focusedPath !== path) {
      focusedPath = path;
      followsServerCaret = false;
      send({ event: "focus", field: path });
    }
  }

  // What the server says.

  function receive(message) {
    switch (message.event) {
      case "state":
        drawState(message);
        break;
      case "view":
        drawView(message);
        break;
      case "record":
        record = message.record;
        break;
      case "itemAdded":
        addItem(message.list, message.fields);
        log(describe(message), message.event);
        break;
      case "itemRemoved":
        removeItem(message.item);
        log(describe(message), message.event);
        break;
      case "appeared":
      case "disappeared":
        showField(message.field, message.event === "appeared");
        log(describe(message), message.event);
        break;
      case "submit":
        if (message.field) {
          const input = control(fieldElement(message.field));
          if (input) {
            input.focus();
          }
        }
        log(describe(message), message.event);
        break;
      case "form":
      case "step":
        break;
      case "error":
        log("error " + message.code + ": " + message.message, "error");
        break;
      default:
        log(describe(message), message.event);
    }
  }

  function drawState(state) {
    const fieldDiv = fieldElement(state.field);
    const input = control(fieldDiv);
    if (!input) {
      return;
    }
    fieldDiv.dataset.mark = state.mark;
    fieldDiv.querySelector(".title").classList.toggle("floating", state.title === "floating");
    if (!isSecure(input) && input.value !== state.displayed) {
      input.value = state.displayed;
    }
    if (input.tagName === "SELECT") {
      input.dataset.chosen = state.displayed;
    }
    input.setAttribute("aria-invalid", state.mark === "error" ? "true" : "false");
    fieldDiv.querySelector(".message").textContent = state.message || "";
    fieldDiv.querySelector(".checking").hidden = state.mark !== "checking";
    if (state.focused) {
      focusedPath = state.field;
      if (document.activeElement !== input) {
        input.focus();
      }
    } else if (focusedPath === state.field) {
      focusedPath = null;
    }
  }

  function drawView(view) {
    const fieldDiv = fieldElement(view.field);
    const input = control(fieldDiv);
    if (!input) {
      return;
    }
    let sections = fieldDiv.querySelector(".sections");
    if (view.drawsSections) {
      if (!sections) {
        sections = document.createElement("div");
        sections.className = "sections";
        input.after(sections);
      }
      sections.replaceChildren(...view.groups.map(function (group) {
        const box = document.createElement("span");
        box.className = "section";
        box.textContent = group;
        return box;
      }));
    } else if (sections) {
      sections.remove();
    }
    fieldDiv.querySelector(".brand").textContent = view.brand || "";
    // A password's strength: a meter of four cells and its words, never a colour alone.
    const strength = fieldDiv.querySelector(".strength");
    strength.hidden = view.strength == null;
    strength.textContent = view.strength == null ? ""
      : "▰".repeat(view.strength) + "▱".repeat(4 - view.strength) + " " + strength.dataset.words.replace("{score}", view.strength);
    if (followsServerCaret && input.tagName === "INPUT" && !isSecure(input) && document.activeElement === input) {
      const at = utf16Offset(input.value, view.caret);
      input.setSelectionRange(at, at);
    }
  }

  // The callbacks pane: one line per delegate callback, secure text masked by the server.

  function describe(message) {
    const parts = [message.event];
    if (message.field) parts.push(message.field);
    if (message.list) parts.push(message.list);
    if (message.item) parts.push(message.item);
    if (typeof message.displayed === "string") parts.push('"' + message.displayed + '"');
    if (message.validity) parts.push(message.validity);
    if (message.event === "checkingChanged") parts.push(message.checking ? "checking" : "settled");
    if (message.event === "refusedInput") parts.push(message.reason + " " + message.count);
    if (message.outcome) parts.push(message.outcome);
    return parts.join(" ");
  }

  function log(text, kind) {
    if (!callbacks) {
      return;
    }
    const line = document.createElement("li");
    line.textContent = text;
    line.dataset.event = kind;
    callbacks.append(line);
    while (callbacks.children.length > longestLog) {
      callbacks.firstElementChild.remove();
    }
    callbacks.scrollTop = callbacks.scrollHeight;
  }

  // List items: the server names the item added and its fields; the page copies the last item.

  function renamePaths(element, from, to) {
    const attributes = ["data-item", "data-remove", "data-field", "name", "id", "for", "aria-describedby"];
    [element, ...element.querySelectorAll("*")].forEach(function (node) {
      attributes.forEach(function (attribute) {
        const value = node.getAttribute(attribute);
        if (value !== null && value.includes(from)) {
          node.setAttribute(attribute, value.replace(from, to));
        }
      });
    });
  }

  function items(list) {
    const fieldset = form.querySelector('fieldset[data-list="' + CSS.escape(list) + '"]');
    return fieldset ? Array.from(fieldset.children).filter((child) => child.classList.contains("item")) : [];
  }

  function addItem(list, fields) {
    const existing = items(list);
    const last = existing[existing.length - 1];
    if (!last || fields.length === 0) {
      return;
    }
    const copy = last.cloneNode(true);
    const path = list + "[" + existing.length + "]";
    renamePaths(copy, last.dataset.item, path);
    copy.querySelectorAll(".field").forEach(function (fieldDiv, index) {
      fieldDiv.dataset.mark = "none";
      fieldDiv.querySelector(".title").classList.remove("floating");
      if (fields[index]) fieldDiv.querySelector(".title").textContent = fields[index].title;
      fieldDiv.querySelector(".message").textContent = "";
      fieldDiv.querySelector(".brand").textContent = "";
      const sections = fieldDiv.querySelector(".sections");
      if (sections) sections.remove();
      const input = control(fieldDiv);
      input.value = "";
      input.setAttribute("aria-invalid", "false");
    });
    last.after(copy);
  }

  function removeItem(item) {
    const open = item.lastIndexOf("[");
    const list = item.slice(0, open);
    const index = Number(item.slice(open + 1, -1));
    items(list).forEach(function (element, position) {
      if (position === index) {
        element.remove();
      } else if (position > index) {
        renamePaths(element, list + "[" + position + "]", list + "[" + (position - 1) + "]");
      }
    });
  }

  // Fields that apply only under a condition (a spec's "when", a union's variants): every field
  // is on the page, and those that do not apply are hidden until the server says they appeared.
  // Each change is announced in #changes (aria-live), the fields named by their titles, once the
  // messages of one answer have all arrived.

  const changes = document.getElementById("changes");
  const announced = { appeared: [], disappeared: [] };
  let announcing = false;

  function showField(path, applies) {
    const fieldDiv = fieldElement(path);
    if (!fieldDiv) {
      return;
    }
    fieldDiv.dataset.applies = String(applies);
    fieldDiv.hidden = !applies;
    announced[applies ? "appeared" : "disappeared"].push(fieldDiv.querySelector(".title").textContent);
    if (!announcing) {
      announcing = true;
      setTimeout(announce, 0);
    }
  }

  function announce() {
    announcing = false;
    const sentences = ["disappeared", "appeared"].filter((kind) => announced[kind].length > 0).map(function (kind) {
      const words = form.dataset[kind + "Words"] || "{fields}";
      return words.replace("{fields}", announced[kind].splice(0).join(", "));
    });
    if (changes && sentences.length > 0) {
      changes.textContent = sentences.join(". ");
    }
  }

  form.querySelectorAll('.field[data-applies="false"]').forEach(function (fieldDiv) {
    fieldDiv.hidden = true;
  });

  // What the person does.

  form.addEventListener("focusin", function (event) {
    if (event.target.name) {
      focusOnServer(event.target.name);
    }
  });

  form.addEventListener("focusout", function (event) {
    const next = event.relatedTarget;
    if (!next || !next.name || !form.contains(next)) {
      if (focusedPath !== null) {
        focusedPath = null;
        send({ event: "leave" });
      }
    }
  });

  // Undo and redo are the field's history on the server (Field.undo/redo): Ctrl/Cmd-Z and
  // Shift-Ctrl/Cmd-Z (Ctrl-Y too), and the browser's historyUndo/historyRedo input events (its
  // Edit menu); the server answers with the restored text and caret.
  form.addEventListener("keydown", function (event) {
    const input = event.target;
    if (input.tagName !== "INPUT" || !(event.ctrlKey || event.metaKey) || event.altKey) {
      return;
    }
    const key = event.key.toLowerCase();
    const history = key === "z" ? (event.shiftKey ? "redo" : "undo") : key === "y" && !event.shiftKey ? "redo" : null;
    if (history) {
      event.preventDefault();
      focusOnServer(input.name);
      send({ event: history });
    }
  });

  form.addEventListener("beforeinput", function (event) {
    const input = event.target;
    if (input.tagName !== "INPUT") {
      return;
    }
    focusOnServer(input.name);
    if (event.inputType === "historyUndo" || event.inputType === "historyRedo") {
      event.preventDefault();
      send({ event: event.inputType === "historyUndo" ? "undo" : "redo" });
      return;
    }
    const secure = isSecure(input);
    if (!secure) {
      // The server's answer draws the text; the input shows nothing of its own.
      event.preventDefault();
    }
    const start = graphemeOffset(input.value, input.selectionStart);
    const end = graphemeOffset(input.value, input.selectionEnd);
    const type = event.inputType;
    const inserts = type.startsWith("insert");
    if (end > start) {
      // The selection as the input shows it; the server takes out the typed characters it
      // shows (a mask's constants are not typed) in one step.
      send({ event: type === "deleteByCut" ? "cut" : "deleteSelection", start: start, end: end });
      if (!inserts) {
        return;
      }
    }
    if (type === "insertText" || type === "insertReplacementText" || type === "insertCompositionText") {
      if (event.data) send({ event: "type", text: event.data });
    } else if (type === "insertFromPaste" || type === "insertFromDrop") {
      const text = event.dataTransfer ? event.dataTransfer.getData("text/plain") : event.data;
      if (text) send({ event: "paste", text: text });
    } else if (type === "deleteContentBackward" || type === "deleteWordBackward" || type === "deleteSoftLineBackward") {
      if (end === start && start > 0) send({ event: "backspace", count: 1 });
    } else if (type === "deleteContentForward" || type === "deleteWordForward" || type === "deleteSoftLineForward") {
      if (end === start) send({ event: "delete", count: 1 });
    } else if (type === "insertLineBreak" || type === "insertParagraph") {
      event.preventDefault();
    }
  });

  function sendCaret(event) {
    const input = event.target;
    if (input.tagName !== "INPUT" || input.selectionStart !== input.selectionEnd) {
      return;
    }
    focusOnServer(input.name);
    send({ event: "caret", position: graphemeOffset(input.value, input.selectionStart) });
  }
  form.addEventListener("keyup", function (event) {
    if (["ArrowLeft", "ArrowRight", "Home", "End", "ArrowUp", "ArrowDown"].includes(event.key)) {
      sendCaret(event);
    }
  });
  form.addEventListener("mouseup", sendCaret);

  form.addEventListener("change", function (event) {
    const select = event.target;
    if (select.tagName !== "SELECT") {
      return;
    }
    focusOnServer(select.name);
    // A choice is never taken back to none: the empty option only stands for "not chosen yet".
    if (select.value === "") {
      select.value = select.dataset.chosen || "";
      return;
    }
    if (select.value !== (select.dataset.chosen || "")) {
      select.dataset.chosen = select.value;
      send({ event: "choose", value: select.value });
    }
  });

  form.addEventListener("click", function (event) {
    const button = event.target.closest("button[data-add], button[data-remove]");
    if (!button) {
      return;
    }
    if (button.dataset.add) {
      // The list is named: no field of it is focused (and left, and judged) on the way.
      send({ event: "addItem", list: button.dataset.add });
      return;
    }
    const item = button.closest(".item");
    const first = item ? item.querySelector("input, select") : null;
    if (!first) {
      return;
    }
    focusOnServer(first.name);
    send({ event: "removeItem" });
  });

  // Submit: the session judges it (and focuses the first field that is not valid), and the
  // record is posted to the form's route, whose answer is shown.

  function setPath(target, path, value) {
    const steps = path.match(/[^.[\]]+/g) || [];
    let node = target;
    steps.forEach(function (step, index) {
      const key = /^\d+$/.test(step) ? Number(step) : step;
      if (index === steps.length - 1) {
        node[key] = value;
      } else {
        if (node[key] === undefined || node[key] === null) {
          node[key] = /^\d+$/.test(steps[index + 1]) ? [] : {};
        }
        node = node[key];
      }
    });
  }

  function showAnswer(status, body) {
    answer.hidden = false;
    answer.dataset.status = String(status);
    const heading = document.createElement("h2");
    const parts = [heading];
    if (status === 201) {
      heading.textContent = status + " " + (form.dataset.acceptedWord || "");
      const pre = document.createElement("pre");
      pre.className = "record";
      pre.textContent = JSON.stringify(body, null, 2);
      parts.push(pre);
    } else {
      heading.textContent = status + " " + (body.title || "");
      if (body.detail) {
        const detail = document.createElement("p");
        detail.className = "detail";
        detail.textContent = body.detail;
        parts.push(detail);
      }
      if (Array.isArray(body.errors)) {
        const list = document.createElement("ul");
        list.className = "problems";
        body.errors.forEach(function (failure) {
          const line = document.createElement("li");
          line.dataset.path = failure.path;
          const code = document.createElement("code");
          code.textContent = failure.path;
          line.append(code, " " + failure.detail);
          list.append(line);
        });
        parts.push(list);
      }
    }
    answer.replaceChildren(...parts);
  }

  form.addEventListener("submit", async function (event) {
    event.preventDefault();
    send({ event: "submit" });
    const body = JSON.parse(JSON.stringify(record));
    form.querySelectorAll('.field[data-secure="true"]:not([data-applies="false"]) input').forEach(function (input) {
      if (input.value) setPath(body, input.name, input.value);
    });
    try {
      const response = await fetch(form.dataset.route, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": document.documentElement.lang },
        body: JSON.stringify(body),
      });
      showAnswer(response.status, await response.json());
    } catch (error) {
      showAnswer(0, { title: String(error) });
    }
  });

  connect();
})();
