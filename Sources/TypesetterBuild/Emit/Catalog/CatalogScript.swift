extension CatalogSite {
    /// The page's script. It reads the page's data (`#catalog-data`, ``dataScript(_:classes:components:themes:grid:)``)
    /// and draws the overview, each style's section (its facts, warnings and table of sizes) and the check
    /// grid from it, a chunk at a time as the chunk comes near the window (an `IntersectionObserver`), so the
    /// page opens with its first screen only, whatever the number of styles; a chunk not drawn yet holds the
    /// height its items are estimated to take, so the page scrolls as it will. Everything is drawn before
    /// printing, and the chunk of a style a link or the address names (`#style-12`) is drawn before the
    /// browser scrolls to it. It keeps the overview and the components at the size, Bold Text and width the
    /// controls choose, and the sample text as typed, in what is drawn and in what is drawn later; it filters
    /// by name, copies snippets, and the toggles set an attribute on the root element that the stylesheet reads.
    static let script = #"""
        const data = JSON.parse(document.getElementById("catalog-data").textContent);
        const root = document.documentElement;
        let size = "large";
        let sampleText = null;
        let words = [];
        const round2 = (n) => String(Math.round(n * 100) / 100);
        const escape = (text) => text.replace(/[&<>"']/g,
          (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"})[c]);
        const textOf = (style) => sampleText === null ? style.x : sampleText;
        const snippetOf = (details) => `Text("…").typography(.${details.s})`;
        const boldShown = () => root.dataset.boldText === "on";
        const FACTS = ["Font", "Size", "Weight", "Line height", "Letter spacing", "Text style", "Scales"];
        const STATUS = {p: "pass", w: "warn", f: "fail"};

        // Whether style `index` matches the search: every word typed is in its token path or Swift name.
        const matches = (index) => {
          const details = data.details[index];
          return words.every((word) => details.p.toLowerCase().includes(word) || details.s.toLowerCase().includes(word));
        };
        // How many lines `text` takes at `pointSize` in `width` px, roughly (for the height of what is not drawn).
        const linesOf = (text, pointSize, width) => Math.max(1, Math.ceil(text.length * 0.5 * pointSize / width));

        // A list drawn a chunk of `per` items at a time, when the chunk comes within 1,500 px of the window:
        // `draw(index)` gives an item's HTML, `estimate(index)` the height it will take; an undrawn chunk is as
        // tall as its items that match the search (`filtered`) are estimated to be.
        class LazyList {
          constructor(container, count, per, draw, estimate, filtered) {
            Object.assign(this, {container, per, draw, estimate, filtered, chunks: []});
            this.isTable = container.tagName === "TABLE";
            this.observer = new IntersectionObserver((entries) => {
              for (const entry of entries) if (entry.isIntersecting) this.fill(entry.target);
            }, {rootMargin: "1500px 0px"});
            for (let from = 0; from < count; from += per) {
              const chunk = document.createElement(this.isTable ? "tbody" : "div");
              chunk.className = "chunk";
              chunk.dataset.from = String(from);
              chunk.dataset.to = String(Math.min(count, from + per));
              container.append(chunk);
              this.chunks.push(chunk);
            }
            this.resize();
            for (const chunk of this.chunks) this.observer.observe(chunk);
          }
          fill(chunk) {
            if (chunk.dataset.drawn !== undefined) return;
            let html = "";
            for (let index = Number(chunk.dataset.from); index < Number(chunk.dataset.to); index++) html += this.draw(index);
            chunk.innerHTML = html;
            chunk.dataset.drawn = "";
            chunk.style.removeProperty("height");
            chunk.hidden = false;
            this.observer.unobserve(chunk);
          }
          resize() {
            for (const chunk of this.chunks) {
              if (chunk.dataset.drawn !== undefined) continue;
              let height = 0;
              for (let index = Number(chunk.dataset.from); index < Number(chunk.dataset.to); index++) {
                if (!this.filtered || matches(index)) height += this.estimate(index);
              }
              if (this.isTable) chunk.innerHTML = `<tr class="placeholder"><td colspan="14" style="height: ${height}px"></td></tr>`;
              else chunk.style.height = height + "px";
              chunk.hidden = height === 0;
            }
          }
          fillAll() { for (const chunk of this.chunks) this.fill(chunk); }
          reveal(index) {
            const chunk = this.chunks[Math.floor(index / this.per)];
            if (chunk) this.fill(chunk);
          }
        }

        // The overview's entry for style `index`, at the chosen size and Bold Text.
        function overviewEntry(index) {
          const details = data.details[index], style = data.styles[index], bold = boldShown();
          const k = style.c[data.sizes.indexOf(size)][bold ? 1 : 0], m = data.classes[k];
          const token = escape(details.p), snippet = escape(snippetOf(details));
          return `<article class="overview-entry" data-token="${token}" data-swift="${escape(details.s)}" data-style="${index}"` +
            `${matches(index) ? "" : " hidden"}><div class="overview-name"><a href="#style-${index + 1}"><code>${token}</code></a> ` +
            `<span class="overview-metrics">${round2(m[0])} / ${round2(m[1])} pt</span> <code class="swift-name">.${escape(details.s)}</code></div>` +
            `<div class="overview-column"><div class="sample t${k}" lang="${escape(style.l)}" data-token="${token}" data-category="${size}" ` +
            `data-bold-text="${bold}" data-font-size="${m[0]}" data-line-height="${m[1]}">${escape(textOf(style))}</div></div>` +
            `<div class="snippet"><code>${snippet}</code> <button type="button" class="copy" data-copy="${snippet}">Copy</button></div></article>`;
        }

        // The rows of style `index`'s table: a sample and its metrics per size of its range, without and with Bold Text.
        function tableRows(index) {
          const style = data.styles[index], token = escape(data.details[index].p);
          let html = "";
          for (let row = style.r[0]; row <= style.r[1]; row++) {
            const name = data.sizes[row], isDefault = name === "large";
            html += `<tr${isDefault ? ' class="default-size"' : ""}><th scope="row">${name}` +
              `${isDefault ? ' <span class="default-mark">default</span>' : ""}</th><td class="share">${data.shares[row]}</td>`;
            for (const bold of [false, true]) {
              const k = style.c[row][bold ? 1 : 0], m = data.classes[k], warned = style.c[row][bold ? 3 : 2];
              const column = (bold ? "bold" : "regular") + (warned ? " warned" : "");
              html += `<td class="${column}"><div class="sample t${k}" lang="${escape(style.l)}" data-token="${token}" ` +
                `data-category="${name}" data-bold-text="${bold}" data-font-size="${m[0]}" data-line-height="${m[1]}">` +
                `${escape(textOf(style))}</div></td><td class="${column.replace(/^(\w+)/, "$1 metrics")}">` +
                `<span>${round2(m[0])} pt · line ${round2(m[1])} pt` +
                `${m[5] === null ? "" : ` <span class="note">(asked ${round2(m[5])})</span>`}</span>` +
                `<span>tracking ${round2(m[2])} pt · weight ${m[3]}</span><span class="face">${escape(m[4])}</span>` +
                `${warned ? ` <span class="cell-warning"><span aria-hidden="true">⚠</span> ${escape(warned)}</span>` : ""}</td>`;
            }
            html += "</tr>";
          }
          return html;
        }

        // Style `index`'s section: its name, facts, warnings with the sizes they affect, and its table of sizes.
        function styleSection(index) {
          const details = data.details[index], anchor = `style-${index + 1}`, token = escape(details.p);
          let html = `<article class="style" id="${anchor}" aria-labelledby="${anchor}-title" data-token="${token}" ` +
            `data-swift="${escape(details.s)}"${matches(index) ? "" : " hidden"}><h3 id="${anchor}-title"><code>${token}</code>` +
            `${details.b ? ' <span class="badge">deprecated</span>' : ""}</h3>`;
          if (details.d !== undefined) html += `<p class="description">${escape(details.d)}</p>`;
          html += '<dl class="facts">' + FACTS.map((term, n) => `<div><dt>${term}</dt><dd>${escape(details.f[n])}</dd></div>`).join("") +
            `<div><dt>Swift</dt><dd><code>${escape(snippetOf(details))}</code></dd></div>` +
            `<div><dt>Defined</dt><dd><code>${escape(details.o)}</code></dd></div></dl>`;
          if (details.w.length > 0) {
            html += '<ul class="warnings" aria-label="Warnings">' + details.w.map(([code, message, affects]) =>
              `<li><span class="warning-icon" aria-hidden="true">⚠</span> <span class="code">${escape(code)}</span> ${escape(message)}` +
              `${affects ? ` <span class="affects">Affects: ${escape(affects)}.</span>` : ""}</li>`).join("") + "</ul>";
          }
          return html + `<div class="table-scroll"><table class="sizes"><caption class="visually-hidden">${token} at every size</caption>` +
            '<thead><tr><th scope="col">Size</th><th scope="col">Users' +
            `<span class="coarse">${data.coarse ? " (coarse)" : ""}</span></th><th scope="col" class="regular">Sample</th>` +
            '<th scope="col" class="regular">Metrics</th><th scope="col" class="bold">Bold Text sample ' +
            `<span class="coarse">(${data.boldShare} of users)</span></th><th scope="col" class="bold">Bold Text metrics</th></tr></thead>` +
            `<tbody data-style="${index}">${tableRows(index)}</tbody></table></div></article>`;
        }

        // A row of the check grid.
        function gridRow(index) {
          const [name, anchor, statuses, codes, share] = data.grid[index];
          let html = `<tr><th scope="row"><a href="#${anchor}">${escape(name)}</a></th>`;
          [...statuses].forEach((letter, row) => {
            html += `<td class="check-${STATUS[letter]}" data-category="${data.sizes[row]}"` +
              `${codes[row] ? ` title="${escape(codes[row])}"` : ""}>${STATUS[letter]}</td>`;
          });
          return html + `<td class="number share">${escape(share)}</td></tr>`;
        }

        const overviewList = document.querySelector('[data-lazy-list="overview"]');
        const overviewWidth = (overviewList && overviewList.clientWidth) || 1000;
        const lists = {
          overview: overviewList && new LazyList(overviewList, data.details.length, 40, overviewEntry, (index) => {
            const style = data.styles[index], m = data.classes[style.c[data.sizes.indexOf(size)][boldShown() ? 1 : 0]];
            return 86 + m[1] * linesOf(textOf(style), m[0], overviewWidth);
          }, true),
          typography: document.querySelector('[data-lazy-list="typography"]') &&
            new LazyList(document.querySelector('[data-lazy-list="typography"]'), data.details.length, 10, styleSection, (index) => {
              const style = data.styles[index], details = data.details[index];
              let height = 230 + 26 * details.w.length + (details.d === undefined ? 0 : 24);
              for (let row = style.r[0]; row <= style.r[1]; row++) {
                const m = data.classes[style.c[row][1]];
                height += Math.max(m[1] * linesOf(textOf(style), m[0], 480), 76) + 12;
              }
              return height;
            }, true),
          checks: data.grid && new LazyList(document.querySelector('[data-lazy-list="checks"]'), data.grid.length, 100, gridRow, () => 31, false),
        };
        const eachList = (action) => { for (const list of Object.values(lists)) if (list) action(list); };

        function drawOverview() {
          const row = data.sizes.indexOf(size), bold = boldShown();
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
          if (lists.overview) lists.overview.resize();
        }

        function drawComponents() {
          const row = data.sizes.indexOf(size), bold = boldShown();
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
          eachList((list) => list.resize());
        }

        function filter(query) {
          words = query.toLowerCase().split(/\s+/).filter((word) => word);
          for (const element of document.querySelectorAll(".overview-entry, #typography article.style")) {
            element.hidden = !words.every((word) => element.dataset.token.toLowerCase().includes(word) ||
              element.dataset.swift.toLowerCase().includes(word));
          }
          eachList((list) => list.resize());
          const shown = data.details.some((details, index) => matches(index));
          document.querySelector(".no-match").hidden = shown || words.length === 0;
        }

        // Draws the section of the style a link or the address names (`#style-12`), so the browser finds it.
        function reveal(hash) {
          const match = /^#style-(\d+)$/.exec(hash);
          if (match && lists.typography) lists.typography.reveal(Number(match[1]) - 1);
          return match !== null;
        }

        if (lists.overview && lists.overview.chunks.length > 0) lists.overview.fill(lists.overview.chunks[0]);
        drawComponents();
        if (reveal(location.hash)) document.getElementById(location.hash.slice(1))?.scrollIntoView();
        addEventListener("hashchange", () => {
          if (reveal(location.hash)) document.getElementById(location.hash.slice(1))?.scrollIntoView();
        });
        addEventListener("beforeprint", () => eachList((list) => list.fillAll()));

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
        document.addEventListener("click", (event) => {
          const link = event.target.closest('a[href^="#style-"]');
          if (link) reveal(link.getAttribute("href"));
          const button = event.target.closest("button.copy");
          if (!button) return;
          const done = () => { button.textContent = "Copied"; setTimeout(() => { button.textContent = "Copy"; }, 1500); };
          if (navigator.clipboard) navigator.clipboard.writeText(button.dataset.copy).then(done, () => {});
          const selection = getSelection(), range = document.createRange();
          range.selectNodeContents(button.previousElementSibling);
          selection.removeAllRanges();
          selection.addRange(range);
        });
        if (matchMedia("(max-width: 600px)").matches) document.querySelector("details.controls").open = false;
        """#
}
