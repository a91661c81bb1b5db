/**
 * The calibration workload: a static page whose script does a fixed amount of main-thread work
 * on load, the same on every run. Lighthouse measures it like the screens, in the same run and
 * the same Chromium, so a screen's main-thread time divided by the calibration's is a figure the
 * host's speed and load mostly cancel out of.
 *
 * The work mixes what a screen's first load does: JavaScript building DOM nodes, style
 * recalculation and layout (the script reads offsetHeight after each batch), in tasks of a
 * realistic size (a few tens of ms each on this kind of host, before Lighthouse's 4× slowdown),
 * each one queued after the last with setTimeout, so the page has long tasks as a screen does.
 * The script is a file beside the page, not inline, because the server's content security
 * policy allows only its own scripts.
 */
import fs from 'node:fs';
import path from 'node:path';

export const CALIBRATION_PATH = '/reference/calibration.html';
const SCRIPT_PATH = '/reference/calibration.js';

/** Tasks, and DOM nodes built per task: the fixed amount of work. Changing them changes every recorded ratio. */
export const CALIBRATION_WORK = { tasks: 8, nodesPerTask: 600 } as const;

export function calibrationScript(work: { tasks: number; nodesPerTask: number } = CALIBRATION_WORK): string {
  return `'use strict';
(function () {
  var TASKS = ${work.tasks}, NODES = ${work.nodesPerTask};
  var seed = 42;
  function next() { seed = (seed * 1103515245 + 12345) % 2147483648; return seed; }
  var out = document.getElementById('out');
  var checksum = 0;
  function task(index) {
    var box = document.createElement('section');
    for (var i = 0; i < NODES; i++) {
      var card = document.createElement('div');
      var n = next();
      card.className = 'card c' + (n % 7);
      card.style.width = (40 + (n % 60)) + '%';
      card.style.padding = (n % 9) + 'px';
      var words = [];
      for (var w = 0; w < 12; w++) words.push((next() % 100000).toString(36));
      card.textContent = words.join(' ');
      box.appendChild(card);
    }
    out.appendChild(box);
    checksum += box.offsetHeight;
    for (var k = 0; k < box.children.length; k += 25) checksum += box.children[k].getBoundingClientRect().width;
    out.removeChild(box);
    if (index + 1 < TASKS) setTimeout(function () { task(index + 1); }, 0);
    else document.getElementById('done').textContent = 'Done: ' + TASKS + ' tasks (' + Math.round(checksum) + ').';
  }
  setTimeout(function () { task(0); }, 0);
})();
`;
}

export function calibrationHtml(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Calibration workload</title>
<meta name="description" content="A fixed amount of main-thread work that the web benchmark measures beside the screens.">
<style>body{font:16px/1.4 system-ui,sans-serif;margin:16px}.card{border:1px solid #ccc;margin:2px 0}.c1{font-weight:600}.c2{font-style:italic}.c3{letter-spacing:.05em}.c4{display:flex}.c5{text-transform:uppercase}.c6{word-break:break-all}</style>
</head><body><main><h1>Calibration workload</h1><p id="done">Working…</p><div id="out"></div></main>
<script src="${SCRIPT_PATH}" defer></script></body></html>
`;
}

/** Writes the page and its script into the build; the server must be started after this, as it lists the build's files once. */
export function writeCalibrationPage(dist: string): void {
  const folder = path.join(dist, path.dirname(CALIBRATION_PATH));
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(dist, CALIBRATION_PATH), calibrationHtml());
  fs.writeFileSync(path.join(dist, SCRIPT_PATH), calibrationScript());
}

export function removeCalibrationPage(dist: string): void {
  fs.rmSync(path.join(dist, CALIBRATION_PATH), { force: true });
  fs.rmSync(path.join(dist, SCRIPT_PATH), { force: true });
  const folder = path.join(dist, path.dirname(CALIBRATION_PATH));
  if (fs.existsSync(folder) && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
}
