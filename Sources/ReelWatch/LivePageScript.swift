/// The live part of the watch page, as JavaScript: drag a pane to scroll it (pointer events,
/// mouse and touch, along the pane's axis, rubber-banded past the ends with UIScrollView's
/// formula), release to fling (the server asks the layout where it rests and the page runs
/// UIScrollView's deceleration to it), hover or tap an element to inspect it, record, replay,
/// scrub and export an interaction, and switch variants (device, direction, appearance, Dynamic
/// Type, item count) or show several side by side, their copies of a pane scrolled together.
///
/// Every frame is drawn by the server (`/live/frame`, a PNG, at the screen's pixels per point)
/// at the offsets the page asks for; the page asks for the next frame, at the newest offsets, as
/// soon as the last one is drawn, so what it shows is never more than one frame behind the
/// pointer (`reelLive.pipelined = true` asks while the last one decodes instead: more frames a
/// second, up to two frames behind). `window.reelLive` exposes the state
/// for tests (offsets, frames drawn, frames per second, the inspected element); a benchmark sets
/// `reelLive.trace = {sets: [], draws: []}` to have every new offset's time and every drawn
/// frame's request and draw times recorded (`reel-bench --only live`).
enum LivePageScript {
    /// UIScrollView's rubber-band constant: past an end, a drag of `x` moves the content
    /// `(1 − 1 / (x · c / d + 1)) · d`, `d` the view's size along the axis.
    static let rubberBandConstant = 0.55

    static let source = #"""
        const live = window.reelLive = { info: null, offsets: [], drawn: 0, requested: 0, failed: 0,
          shownKey: null, requestedKey: null, fetchMs: 0, decodeMs: 0, sequence: 0, drawnSequence: 0, inFlight: false, times: [], elements: null, elementsKey: null, inspected: null,
          pinned: false, drag: null, motion: null, recording: null, recordTimer: null, track: [], replay: null,
          lastError: '', query: pageVariants(), variantList: [], generation: 0,
          version: 0, variantError: '', trace: null, scale: 1, decoding: null, pipelined: false };
        // The page's `variants` query, decoded as the server decodes it (a + joins a variant's words).
        function pageVariants() {
          for (const pair of location.search.slice(1).split('&')) {
            const i = pair.indexOf('='), name = i < 0 ? pair : pair.slice(0, i);
            if (name === 'variants') { try { return decodeURIComponent(i < 0 ? '' : pair.slice(i + 1)); } catch (e) { return null; } }
          }
          return null;
        }
        const RUBBER = 0.55;
        const liveCanvas = document.getElementById('live'), overlay = document.getElementById('overlay');
        const liveContext = liveCanvas.getContext('2d'), overlayContext = overlay.getContext('2d');
        const inspector = document.getElementById('inspector'), readout = document.getElementById('readout');
        const timeline = document.getElementById('timeline');
        const num = (v) => { const r = Math.round(v * 100) / 100; return Object.is(r, -0) ? '0' : String(r); };
        function offsetsKey() { return live.offsets.map((o) => num(o.x) + ',' + num(o.y)).join(','); }
        function axisOf(p) { return live.info.panes[p].axis; }
        function rubberBand(x, d) { return (1 - 1 / (x * RUBBER / d + 1)) * d; }
        function banded(raw, p) {
          const pane = live.info.panes[p], a = axisOf(p);
          const low = pane.min[a], high = pane.max[a], d = a === 'x' ? pane.boundsSize.width : pane.boundsSize.height;
          if (raw < low) return low - rubberBand(low - raw, d);
          if (raw > high) return high + rubberBand(raw - high, d);
          return raw;
        }
        function unbanded(value, p) {
          const pane = live.info.panes[p], a = axisOf(p);
          const low = pane.min[a], high = pane.max[a], d = a === 'x' ? pane.boundsSize.width : pane.boundsSize.height;
          const inverse = (y) => Math.min(y, d * 0.999) * d / (RUBBER * (d - Math.min(y, d * 0.999)));
          if (value < low) return low - inverse(low - value);
          if (value > high) return high + inverse(value - high);
          return value;
        }
        // The variants the server draws (the page's `variants` query, as --variants takes it), on
        // every live request; none: the scene as served.
        function variantsQuery(query) { return query === null ? '' : '&variants=' + encodeURIComponent(query); }
        function q() { return variantsQuery(live.query); }
        // A pane's copies in a side-by-side grid scroll together, at the same offset.
        function setOffset(p, value) {
          const a = axisOf(p), group = live.info.panes[p].group;
          live.info.panes.forEach((pane, i) => { if (pane.group === group && pane.axis === a) live.offsets[i][a] = value; });
          if (live.trace) live.trace.sets.push(performance.now());
          pump();
        }
        async function startLive(version, query = live.query) {
          let info;
          try {
            const response = await fetch('/live/info?v=' + version + variantsQuery(query), {cache: 'no-store'});
            if (!response.ok) throw new Error(await response.text());
            info = await response.json();
          } catch (e) {
            const message = String(e.message || e).trim();
            if (live.info && query !== live.query) {
              // A variant the server refused: the page stays on the one it shows.
              live.variantError = message; document.body.dataset.variantError = message; liveStatus(); return false;
            }
            live.lastError = message; document.body.dataset.live = 'off';
            readout.textContent = 'live scrolling is off: ' + live.lastError; return false; }
          live.version = version; live.generation += 1; live.variantError = ''; document.body.dataset.variantError = '';
          const switched = query !== live.query;
          live.query = query;
          // Offsets carry over by the pane they copy: switching device or adding a pane keeps the place.
          const kept = {};
          if (live.info) live.info.panes.forEach((p, i) => { if (!(p.group in kept)) kept[p.group] = live.offsets[i]; });
          const same = live.info && live.info.panes.length === info.panes.length && !switched;
          live.info = info;
          if (!same) live.offsets = info.panes.map((p) => kept[p.group] ? {x: kept[p.group].x, y: kept[p.group].y} : {x: p.offset.x, y: p.offset.y});
          live.offsets.forEach((o, i) => { const pane = info.panes[i];
            o.x = Math.min(Math.max(o.x, pane.min.x), pane.max.x); o.y = Math.min(Math.max(o.y, pane.min.y), pane.max.y); });
          // Frames at the screen's pixels per point, never more than the scene's: a 2× frame on a
          // 1× screen would cost four times the pixels to draw, send, decode and scale down.
          const scale = live.scale = Math.min(info.canvas.scale, Math.max(0.25, window.devicePixelRatio || 1));
          for (const c of [liveCanvas, overlay]) { c.width = Math.round(info.canvas.width * scale);
            c.height = Math.round(info.canvas.height * scale); c.style.width = info.canvas.width + 'px'; }
          live.shownKey = null; live.requestedKey = null; live.elements = null; live.elementsKey = null;
          if (switched) { stopMotion(); live.inspected = null; live.pinned = false; showInspector(); }
          document.body.dataset.live = 'on';
          document.body.dataset.canvas = liveCanvas.width + 'x' + liveCanvas.height;
          showVariants();
          showMode(true);
          pump();
          return true;
        }
        async function pump() {
          if (live.inFlight || !live.info) return;
          const key = offsetsKey();
          const wantsElements = needsElements() && live.elementsKey !== live.shownKey && live.shownKey === key;
          if (key === live.requestedKey && !wantsElements) return;
          live.inFlight = true;
          try {
            if (key !== live.requestedKey) {
              live.requested += 1;
              const asked = performance.now(), generation = live.generation;
              const scaled = live.scale !== live.info.canvas.scale ? '&scale=' + live.scale : '';
              const response = await fetch('/live/frame?o=' + key + scaled + q(), {cache: 'no-store'});
              if (!response.ok) throw new Error(await response.text());
              const blob = await response.blob();
              const arrived = performance.now(); live.fetchMs += arrived - asked;
              live.requestedKey = key;
              // One frame decodes at a time. Pipelined (reelLive.pipelined), it decodes while the
              // next is asked for: the server draws frame n + 1 while the page decodes frame n, and
              // a frame shows the pointer of up to two frames before. Otherwise (the default) the
              // next frame is asked for once this one is drawn, so it shows the pointer as it was
              // when the last frame appeared: never more than one frame behind.
              if (live.decoding) await live.decoding;
              const sequence = ++live.sequence;
              const decoding = live.decoding = createImageBitmap(blob).then((bitmap) => {
                if (sequence > live.drawnSequence && generation === live.generation) {
                  live.drawnSequence = sequence;
                  liveContext.drawImage(bitmap, 0, 0, liveCanvas.width, liveCanvas.height);
                  live.decodeMs += performance.now() - arrived;
                  live.shownKey = key; live.drawn += 1;
                  const now = performance.now(); live.times.push(now);
                  if (live.trace) live.trace.draws.push({asked: asked, shown: now});
                  while (live.times.length && now - live.times[0] > 1000) live.times.shift();
                  document.body.dataset.offsets = key; document.body.dataset.drawn = live.drawn;
                  drawOverlay(); liveStatus();
                  if (needsElements() && live.elementsKey !== key) pump();
                }
                bitmap.close();
              }).catch((e) => { live.failed += 1; live.lastError = String(e.message || e); })
                .finally(() => { if (live.decoding === decoding) live.decoding = null; });
              if (!live.pipelined) await decoding;
            } else if (wantsElements) {
              await loadElements(live.shownKey);
              drawOverlay();
            }
            live.lastError = '';
          } catch (e) { live.failed += 1; live.lastError = String(e.message || e); }
          finally { live.inFlight = false; }
          liveStatus();
          if (!live.lastError && (offsetsKey() !== live.requestedKey ||
            (needsElements() && live.elementsKey !== live.shownKey && live.shownKey === offsetsKey()))) pump();
        }
        function needsElements() {
          return live.hover != null || document.getElementById('outlines').checked || document.getElementById('rects').checked;
        }
        async function loadElements(key) {
          const generation = live.generation;
          const response = await fetch('/live/elements?o=' + key + q(), {cache: 'no-store'});
          if (generation !== live.generation) return;
          if (!response.ok) throw new Error(await response.text());
          live.elements = await response.json(); live.elementsKey = key;
          if (live.hover && !live.pinned) live.inspected = hit(live.hover.x, live.hover.y);
          else if (live.inspected) live.inspected = live.elements.elements.find((e) => sameElement(e, live.inspected)) || null;
          showInspector();
        }
        function sameElement(a, b) { return a.pane === b.pane && a.attributes.category === b.attributes.category &&
          a.attributes.kind === b.attributes.kind && a.attributes.section === b.attributes.section && a.attributes.item === b.attributes.item; }
        function liveFps() { return live.times.length > 1 ? Math.round((live.times.length - 1) * 1000 / (live.times[live.times.length - 1] - live.times[0])) : 0; }
        function liveStatus() {
          const parts = live.offsets.map((o, i) => (live.info.panes.length > 1 ? live.info.panes[i].name + ' ' : '') +
            axisOf(i) + ' ' + num(live.offsets[i][axisOf(i)]));
          readout.textContent = parts.join(' · ') + ' · ' + liveFps() + ' frames/s' + (live.lastError ? ' · ' + live.lastError : '') +
            (live.variantError ? ' · ' + live.variantError : '') +
            (live.recording ? ' · recording ' + live.recording.length + ' frames' : '');
          document.body.dataset.fps = liveFps();
        }
        function toCanvas(event) {
          const rect = overlay.getBoundingClientRect(), k = rect.width / live.info.canvas.width;
          return {x: (event.clientX - rect.left) / k, y: (event.clientY - rect.top) / k};
        }
        function paneAt(point) {
          return live.info.panes.findIndex((p) => point.x >= p.frame.x && point.x < p.frame.x + p.frame.width &&
            point.y >= p.frame.y && point.y < p.frame.y + p.frame.height);
        }
        function stopMotion() { if (live.motion) { cancelAnimationFrame(live.motion.frame); live.motion = null; } }
        overlay.addEventListener('pointerdown', (event) => {
          if (!live.info) return;
          const point = toCanvas(event), p = paneAt(point);
          if (p < 0) return;
          stopMotion(); stopReplay();
          if (!live.pinned) { live.hover = null; live.inspected = null; }
          overlay.setPointerCapture(event.pointerId);
          const a = axisOf(p);
          live.drag = {pane: p, pointer: event.pointerId, start: point, raw: unbanded(live.offsets[p][a], p),
            samples: [{t: event.timeStamp, v: point[a]}], moved: false};
        });
        overlay.addEventListener('pointermove', (event) => {
          if (!live.info) return;
          const point = toCanvas(event), drag = live.drag;
          if (drag && drag.pointer === event.pointerId) {
            const a = axisOf(drag.pane), delta = point[a] - drag.start[a];
            if (Math.abs(delta) > 2) drag.moved = true;
            drag.samples.push({t: event.timeStamp, v: point[a]});
            while (drag.samples.length > 2 && event.timeStamp - drag.samples[0].t > 200) drag.samples.shift();
            setOffset(drag.pane, banded(drag.raw - delta, drag.pane));
            return;
          }
          live.hover = point;
          if (!live.pinned && live.elements && live.elementsKey === live.shownKey) {
            live.inspected = hit(point.x, point.y); showInspector(); drawOverlay();
          } else pump();
        });
        overlay.addEventListener('pointerleave', () => { if (!live.drag) { live.hover = null; if (!live.pinned) { live.inspected = null; showInspector(); drawOverlay(); } } });
        function release(event) {
          const drag = live.drag;
          if (!drag || drag.pointer !== event.pointerId) return;
          live.drag = null;
          if (!drag.moved) {
            // A tap pins (or unpins) the element under it.
            const point = toCanvas(event); live.hover = point;
            const found = live.elements ? hit(point.x, point.y) : null;
            live.pinned = !!found && !(live.pinned && live.inspected && sameElement(found, live.inspected));
            live.inspected = found; showInspector(); drawOverlay(); pump();
            return;
          }
          // The velocity over the last 100 ms before the finger lifted (0 when it rested there).
          const a = axisOf(drag.pane), end = {t: event.timeStamp, v: toCanvas(event)[a]};
          const recent = drag.samples.filter((s) => end.t - s.t <= 100 && s.t <= end.t).concat([end]);
          const dt = end.t - recent[0].t;
          // Content moves against the finger: points per millisecond of the content offset.
          const velocity = dt > 0 ? -(end.v - recent[0].v) / dt : 0;
          fling(drag.pane, a === 'x' ? velocity : 0, a === 'y' ? velocity : 0);
        }
        overlay.addEventListener('pointerup', release);
        overlay.addEventListener('pointercancel', release);
        async function fling(p, vx, vy) {
          const pane = live.info.panes[p], a = axisOf(p), value = live.offsets[p][a];
          if (value < pane.min[a] || value > pane.max[a]) return bounce(p);
          const o = live.offsets[p];
          const url = '/live/fling?pane=' + p + '&x=' + num(o.x) + '&y=' + num(o.y) + '&vx=' + vx + '&vy=' + vy + q();
          // The motion starts with the request: a touch (or a switch) before the answer comes
          // stops it, and the late answer is dropped instead of taking the pane back.
          const motion = live.motion = {frame: 0};
          let path;
          try { const response = await fetch(url, {cache: 'no-store'});
            if (!response.ok) throw new Error(await response.text()); path = await response.json(); }
          catch (e) { if (live.motion === motion) live.motion = null; live.lastError = String(e.message || e); liveStatus(); return; }
          if (live.motion !== motion) return;
          live.lastFling = path;
          const start = performance.now(), from = path.start[a === 'x' ? 0 : 1], to = path.target[a === 'x' ? 0 : 1];
          const step = () => {
            if (live.motion !== motion) return;
            const t = performance.now() - start;
            if (t >= path.duration) { setOffset(p, to); live.motion = null; document.body.dataset.resting = num(to); return; }
            setOffset(p, to - (to - from) * Math.pow(path.decelerationRate, t));
            motion.frame = requestAnimationFrame(step);
          };
          document.body.dataset.resting = '';
          step();
        }
        function bounce(p) {
          // Back to the nearest end, as UIScrollView's bounce: a critically damped spring.
          const pane = live.info.panes[p], a = axisOf(p), from = live.offsets[p][a];
          const to = Math.min(Math.max(from, pane.min[a]), pane.max[a]), start = performance.now(), omega = 0.012;
          const motion = live.motion = {frame: 0};
          const step = () => {
            if (live.motion !== motion) return;
            const t = performance.now() - start, left = (from - to) * (1 + omega * t) * Math.exp(-omega * t);
            if (Math.abs(left) < 0.25) { setOffset(p, to); live.motion = null; document.body.dataset.resting = num(to); return; }
            setOffset(p, to + left); motion.frame = requestAnimationFrame(step);
          };
          document.body.dataset.resting = '';
          step();
        }
        function inside(polygon, x, y) {
          let result = false;
          for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
            const [xi, yi] = polygon[i], [xj, yj] = polygon[j];
            if ((yi > y) !== (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) result = !result;
          }
          return result;
        }
        function hit(x, y) {
          if (!live.elements) return null;
          const list = live.elements.elements, panes = live.elements.panes;
          const p = paneAt({x, y});
          const candidates = list.filter((e) => e.pane === p && inside(e.outline, x, y));
          const shown = candidates.filter((e) => !e.attributes.isHidden && e.attributes.alpha > 0);
          const pool = shown.length ? shown : candidates;
          return pool.length ? pool[pool.length - 1] : null;
        }
        function drawOverlay() {
          const scale = live.scale, c = overlayContext;
          c.setTransform(1, 0, 0, 1, 0, 0); c.clearRect(0, 0, overlay.width, overlay.height);
          c.setTransform(scale, 0, 0, scale, 0, 0);
          const elements = live.elements && live.elementsKey === live.shownKey ? live.elements : null;
          const path = (outline) => { c.beginPath(); outline.forEach(([x, y], i) => i ? c.lineTo(x, y) : c.moveTo(x, y)); c.closePath(); };
          if (elements && document.getElementById('outlines').checked) {
            c.lineWidth = 1; c.setLineDash([]); c.strokeStyle = 'rgba(255, 45, 85, 0.9)';
            for (const e of elements.elements) { path(e.outline); c.stroke(); }
          }
          if (elements && document.getElementById('rects').checked) {
            for (const pane of elements.panes) {
              const v = pane.visibleRect, r = pane.contentRect;
              c.lineWidth = 3; c.setLineDash([]); c.strokeStyle = 'rgba(0, 122, 255, 0.9)'; c.strokeRect(v.x + 1.5, v.y + 1.5, v.width - 3, v.height - 3);
              c.lineWidth = 2; c.setLineDash([6, 4]); c.strokeStyle = 'rgba(255, 149, 0, 0.95)'; c.strokeRect(r.x, r.y, r.width, r.height);
            }
          }
          if (live.inspected) {
            c.setLineDash([]); c.lineWidth = 2.5; c.strokeStyle = live.pinned ? '#ff9500' : '#007aff';
            path(live.inspected.outline); c.stroke(); c.fillStyle = 'rgba(0, 122, 255, 0.12)'; c.fill();
          }
        }
        function row(key, label, value) {
          return '<tr data-key="' + key + '"><th>' + label + '</th><td>' + String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</td></tr>';
        }
        function showInspector() {
          const e = live.inspected;
          let html = '';
          if (live.elements) {
            for (const pane of live.elements.panes) {
              const v = pane.visibleRect;
              html += row('visible', (live.elements.panes.length > 1 ? pane.name + ' ' : '') + 'visible rect',
                'x ' + num(pane.contentOffset.x) + ' y ' + num(pane.contentOffset.y) + ' w ' + num(pane.boundsSize.width) + ' h ' + num(pane.boundsSize.height));
              html += row('contentSize', 'content size', num(pane.contentSize.width) + ' × ' + num(pane.contentSize.height));
            }
          }
          if (e) {
            const a = e.attributes, d = e.decomposed, t = a.transform;
            html += row('indexPath', 'index path', '[' + a.section + ', ' + a.item + ']' + (live.pinned ? ' (pinned: tap to release)' : ''));
            html += row('category', 'category · kind', a.category + ' · ' + (a.kind == null ? '—' : a.kind));
            html += row('frame', 'frame', 'x ' + num(a.frame.x) + ' y ' + num(a.frame.y) + ' w ' + num(a.frame.width) + ' h ' + num(a.frame.height));
            html += row('center', 'center', 'x ' + num(a.center.x) + ' y ' + num(a.center.y));
            html += row('size', 'size', num(a.size.width) + ' × ' + num(a.size.height));
            html += row('bounds', 'bounds', 'x 0 y 0 w ' + num(a.size.width) + ' h ' + num(a.size.height));
            html += row('transform', 'transform', [t.a, t.b, t.c, t.d, t.tx, t.ty].map(num).join(' '));
            html += row('scale', 'scale', d.scale.map(num).join(', '));
            html += row('rotation', 'rotation (°)', 'x ' + num(d.rotation[0]) + ' y ' + num(d.rotation[1]) + ' z ' + num(d.rotation[2]));
            html += row('translation', 'translation', d.translation.map(num).join(', '));
            html += row('m34', 'perspective m34', String(d.m34));
            html += row('alpha', 'alpha', num(a.alpha));
            html += row('zIndex', 'zIndex', a.zIndex);
            html += row('isHidden', 'isHidden', a.isHidden);
            for (const name of Object.keys(a.values || {}).sort()) html += row('value-' + name, name, num(a.values[name]));
          } else html += row('hint', '', 'hover or tap an element');
          inspector.innerHTML = '<table>' + html + '</table>';
        }
        function recordTick() { live.recording.push(live.offsets.map((o) => ({x: o.x, y: o.y}))); liveStatus(); }
        document.getElementById('record').onclick = (event) => {
          if (live.recording) {
            clearInterval(live.recordTimer); live.track = live.recording; live.recording = null;
            event.target.textContent = 'Record'; timeline.max = Math.max(0, live.track.length - 1); timeline.value = 0;
            document.body.dataset.recorded = live.track.length; liveStatus(); return;
          }
          live.recording = []; event.target.textContent = 'Stop';
          recordTick(); live.recordTimer = setInterval(recordTick, 1000 / (live.info.fps || 30));
        };
        function showRecorded(i) {
          if (!live.track.length) return;
          const frame = live.track[Math.min(Math.max(0, i), live.track.length - 1)];
          live.offsets = frame.map((o) => ({x: o.x, y: o.y})); timeline.value = i; pump();
        }
        function stopReplay() { if (live.replay) { clearInterval(live.replay); live.replay = null; } }
        document.getElementById('replay').onclick = () => {
          stopMotion(); stopReplay(); if (!live.track.length) return;
          let i = 0; showRecorded(0);
          live.replay = setInterval(() => { i += 1; if (i >= live.track.length) { stopReplay(); return; } showRecorded(i); }, 1000 / (live.info.fps || 30));
        };
        timeline.oninput = () => { stopMotion(); stopReplay(); showRecorded(Number(timeline.value)); };
        function trackText() { return live.track.map((f) => f.map((o) => num(o.x) + ',' + num(o.y)).join(',')).join(';'); }
        async function download(url, name) {
          const response = await fetch(url, {cache: 'no-store'});
          if (!response.ok) { live.lastError = await response.text(); liveStatus(); return null; }
          const blob = await response.blob(), link = document.createElement('a');
          link.href = URL.createObjectURL(blob); link.download = name; document.body.appendChild(link); link.click(); link.remove();
          return blob;
        }
        document.getElementById('export').onclick = async () => {
          if (!live.track.length) { live.lastError = 'record an interaction first'; liveStatus(); return; }
          const format = document.getElementById('format').value;
          readout.textContent = 'exporting ' + live.track.length + ' frames as ' + format + '…';
          if (format === 'yaml') {
            const blob = await download('/live/track?track=' + trackText() + q(), live.info.title + '-track.yaml');
            if (blob) document.getElementById('yaml').textContent = await blob.text();
          } else await download('/live/export?format=' + format + '&track=' + trackText() + q(), live.info.title + '.' + format);
          liveStatus();
        };
        for (const id of ['outlines', 'rects']) document.getElementById(id).onchange = () => { drawOverlay(); showInspector(); pump(); };
        // Variants. One variant (side by side off): the controls pick it and the frame is redrawn
        // in it at once. Side by side: the controls pick a variant and "Add pane" adds it to the
        // grid; × takes a pane away. The list is the page's `variants` query, so a reload keeps it.
        const variantBar = document.getElementById('variantBar'), sideBySide = document.getElementById('sideBySide');
        const listField = document.getElementById('variantList'), paneChips = document.getElementById('panes');
        function splitVariants(text) {
          const out = []; let depth = 0, word = '';
          for (const ch of text) {
            if (ch === '[') depth += 1; if (ch === ']') depth -= 1;
            if (ch === ',' && depth === 0) { out.push(word.trim()); word = ''; } else word += ch;
          }
          out.push(word.trim()); return out.filter((w) => w !== '');
        }
        function chosenDevice() { const b = variantBar.querySelector('button.device[aria-pressed="true"]'); return b ? b.dataset.device : ''; }
        function controlledVariant() {
          const words = [chosenDevice()];
          for (const id of ['direction', 'appearance', 'type']) words.push(document.getElementById(id).value);
          const items = document.getElementById('items').value.trim();
          if (items !== '') words.push('items=' + items);
          return words.filter((w) => w).join('+');
        }
        function showControls(variant) {
          const words = (variant || '').split('+').map((w) => w.trim().toLowerCase());
          const buttons = Array.from(variantBar.querySelectorAll('button.device'));
          const device = words.find((w) => w && buttons.some((b) => b.dataset.device === w)) || '';
          for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.device === device));
          for (const id of ['direction', 'appearance', 'type']) {
            const select = document.getElementById(id); select.value = '';
            for (const o of select.options) if (o.value && words.includes(o.value.toLowerCase())) select.value = o.value;
          }
          const items = words.find((w) => /^items=\d+$/.test(w));
          document.getElementById('items').value = items ? items.slice(6) : '';
        }
        function showVariants() {
          live.variantList = live.info.variants.slice();
          variantBar.dataset.switchable = String(live.info.switchable);
          variantBar.title = live.info.switchable ? '' : 'the scene file lists its own variants: remove its variants: to switch them here';
          if (live.variantList.length > 1) sideBySide.checked = true;
          showControls(live.variantList[live.variantList.length - 1]);
          listField.value = live.variantList.join(', ');
          paneChips.innerHTML = '';
          if (sideBySide.checked) live.variantList.forEach((v, i) => {
            const chip = document.createElement('button'); chip.textContent = v + ' ×'; chip.title = 'remove this pane';
            chip.onclick = () => chooseVariants(live.variantList.filter((_, j) => j !== i)); paneChips.appendChild(chip);
          });
          document.getElementById('addVariant').style.display = sideBySide.checked ? '' : 'none';
          document.body.dataset.variants = live.variantList.join(', ');
        }
        async function chooseVariants(list) {
          const text = list.join(', ');
          if (!await startLive(live.version, text)) return;
          const others = location.search.slice(1).split('&').filter((p) => p && !p.startsWith('variants=') && p !== 'variants');
          history.replaceState(null, '', location.pathname + '?' + others.concat(['variants=' + encodeURIComponent(text)]).join('&'));
        }
        function controlsChanged() { if (!sideBySide.checked) chooseVariants(controlledVariant() ? [controlledVariant()] : []); }
        for (const b of variantBar.querySelectorAll('button.device')) b.onclick = () => {
          for (const other of variantBar.querySelectorAll('button.device')) other.setAttribute('aria-pressed', String(other === b));
          controlsChanged();
        };
        for (const id of ['direction', 'appearance', 'type', 'items']) document.getElementById(id).onchange = controlsChanged;
        document.getElementById('addVariant').onclick = () => {
          const variant = controlledVariant() || 'base';
          if (live.variantList.includes(variant)) { live.variantError = variant + ' is already a pane'; liveStatus(); return; }
          chooseVariants(live.variantList.concat([variant]));
        };
        sideBySide.onchange = () => {
          if (sideBySide.checked) { if (!live.variantList.length) chooseVariants(['base']); else showVariants(); return; }
          const last = live.variantList[live.variantList.length - 1];
          chooseVariants(last && last !== 'base' ? [last] : []);
        };
        listField.onkeydown = (event) => { if (event.key === 'Enter') chooseVariants(splitVariants(listField.value)); };
        """#
}
