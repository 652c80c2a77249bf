extension CatalogSite {
    /// The page's script. It reads the page's data (`#catalog-data`, ``dataScript(_:classes:components:themes:)``)
    /// and draws each style's table of sizes; it keeps the overview and the components at the size, Bold
    /// Text and width the controls choose, and the sample text as typed; it filters by name, copies
    /// snippets, and the toggles set an attribute on the root element that the stylesheet reads.
    static let script = #"""
        const data = JSON.parse(document.getElementById("catalog-data").textContent);
        const root = document.documentElement;
        let size = "large";
        let sampleText = null;
        const round2 = (n) => String(Math.round(n * 100) / 100);
        const escape = (text) => text.replace(/[&<>"']/g,
          (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"})[c]);
        const textOf = (style) => sampleText === null ? style.x : sampleText;

        function drawTable(body) {
          const style = data.styles[Number(body.dataset.style)];
          const token = body.closest("article").dataset.token;
          let html = "";
          for (let row = style.r[0]; row <= style.r[1]; row++) {
            const name = data.sizes[row], isDefault = name === "large";
            html += `<tr${isDefault ? ' class="default-size"' : ""}><th scope="row">${name}` +
              `${isDefault ? ' <span class="default-mark">default</span>' : ""}</th><td class="share">${data.shares[row]}</td>`;
            for (const bold of [false, true]) {
              const k = style.c[row][bold ? 1 : 0], m = data.classes[k], warned = style.c[row][bold ? 3 : 2];
              const column = (bold ? "bold" : "regular") + (warned ? " warned" : "");
              html += `<td class="${column}"><div class="sample t${k}" lang="${escape(style.l)}" data-token="${escape(token)}" ` +
                `data-category="${name}" data-bold-text="${bold}" data-font-size="${m[0]}" data-line-height="${m[1]}">` +
                `${escape(textOf(style))}</div></td><td class="${column.replace(/^(\w+)/, "$1 metrics")}">` +
                `<span>${round2(m[0])} pt · line ${round2(m[1])} pt` +
                `${m[5] === null ? "" : ` <span class="note">(asked ${round2(m[5])})</span>`}</span>` +
                `<span>tracking ${round2(m[2])} pt · weight ${m[3]}</span><span class="face">${escape(m[4])}</span>` +
                `${warned ? ` <span class="cell-warning"><span aria-hidden="true">⚠</span> ${escape(warned)}</span>` : ""}</td>`;
            }
            html += "</tr>";
          }
          body.innerHTML = html;
        }

        function drawOverview() {
          const row = data.sizes.indexOf(size), bold = root.dataset.boldText === "on";
          for (const entry of document.querySelectorAll(".overview-entry")) {
            const k = data.styles[Number(entry.dataset.style)].c[row][bold ? 1 : 0], m = data.classes[k];
            const sample = entry.querySelector(".sample");
            sample.className = "sample t" + k;
            sample.dataset.category = size;
            sample.dataset.boldText = String(bold);
            sample.dataset.fontSize = String(m[0]);
            sample.dataset.lineHeight = String(m[1]);
            entry.querySelector(".overview-metrics").textContent = `${round2(m[0])} / ${round2(m[1])} pt`;
          }
          for (const label of document.querySelectorAll(".current-size")) {
            label.textContent = size + (bold ? " with Bold Text" : "");
          }
        }

        function drawComponents() {
          const row = data.sizes.indexOf(size), bold = root.dataset.boldText === "on";
          for (const sample of document.querySelectorAll(".component-sample")) {
            const m = data.components[Number(sample.dataset.variantIndex)][Number(sample.dataset.stateIndex)][row];
            const k = m[bold ? 1 : 0];
            sample.className = "component-sample" + (k === null ? "" : " t" + k);
            sample.dataset.sizeIndex = String(row);
            sample.style.padding = `${m[2]}px ${m[3]}px`;
            if (m[4] !== null) sample.style.minHeight = `${m[4]}px`;
            sample.style.borderRadius = `${m[5]}px`;
            if (m[6] !== null) sample.style.borderWidth = `${m[6]}px`;
            const required = m[bold ? 8 : 7], contrast = Number(sample.dataset.contrast);
            const verdict = required === null
              ? (sample.dataset.state === "disabled" ? " · exempt (disabled)" : "")
              : ` · ${contrast >= required ? "passes" : "below"} ${required}:1`;
            sample.parentElement.nextElementSibling.textContent = `${sample.dataset.contrast}:1${verdict}`;
          }
        }

        function setSampleText(text) {
          sampleText = text;
          for (const entry of document.querySelectorAll(".overview-entry")) {
            entry.querySelector(".sample").textContent = textOf(data.styles[Number(entry.dataset.style)]);
          }
          for (const body of document.querySelectorAll("tbody[data-style]")) {
            const style = data.styles[Number(body.dataset.style)];
            for (const sample of body.querySelectorAll(".sample")) sample.textContent = textOf(style);
          }
        }

        function filter(query) {
          const words = query.toLowerCase().split(/\s+/).filter((word) => word);
          const matches = (element) => words.every((word) =>
            element.dataset.token.toLowerCase().includes(word) || (element.dataset.swift || "").toLowerCase().includes(word));
          let shown = 0;
          for (const entry of document.querySelectorAll(".overview-entry")) {
            entry.hidden = !matches(entry);
            if (!entry.hidden) shown++;
          }
          for (const article of document.querySelectorAll("#typography article.style")) article.hidden = !matches(article);
          document.querySelector(".no-match").hidden = shown > 0 || words.length === 0;
        }

        for (const body of document.querySelectorAll("tbody[data-style]")) drawTable(body);
        drawOverview();
        drawComponents();

        for (const button of document.querySelectorAll("button[data-set]")) {
          button.addEventListener("click", () => {
            const name = button.dataset.set;
            root.setAttribute("data-" + name, button.dataset.value);
            for (const other of document.querySelectorAll('button[data-set="' + name + '"]')) {
              other.setAttribute("aria-pressed", String(other === button));
            }
            if (name === "bold-text") { drawOverview(); drawComponents(); }
          });
        }
        document.getElementById("size-control").addEventListener("change", (event) => {
          size = event.target.value;
          drawOverview();
          drawComponents();
        });
        document.getElementById("device-width").addEventListener("change", (event) => {
          const points = event.target.value, option = event.target.selectedOptions[0];
          const list = document.querySelector(".overview-list");
          if (points) list.style.setProperty("--device-width", points + "px"); else list.style.removeProperty("--device-width");
          root.toggleAttribute("data-device-width", Boolean(points));
          for (const label of document.querySelectorAll(".current-width")) {
            label.textContent = points ? `${points} pt (${option.textContent.split(" · ")[0]})` : "the page's width";
          }
        });
        document.getElementById("filter").addEventListener("input", (event) => filter(event.target.value));
        document.getElementById("sample-text").addEventListener("input", (event) => setSampleText(event.target.value || null));
        for (const button of document.querySelectorAll("button.copy")) {
          button.addEventListener("click", () => {
            const done = () => { button.textContent = "Copied"; setTimeout(() => { button.textContent = "Copy"; }, 1500); };
            if (navigator.clipboard) navigator.clipboard.writeText(button.dataset.copy).then(done, () => {});
            const selection = getSelection(), range = document.createRange();
            range.selectNodeContents(button.previousElementSibling);
            selection.removeAllRanges();
            selection.addRange(range);
          });
        }
        if (matchMedia("(max-width: 600px)").matches) document.querySelector("details.controls").open = false;
        """#
}
