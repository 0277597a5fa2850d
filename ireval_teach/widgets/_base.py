"""What every explorer shares: the value line, the trace table, the figure, the replay controls.

An explorer keeps its state in ipywidgets (sliders, dropdowns, buttons), recomputes a trace with
the library on every change, and shows three views of it:

* ``value_label`` -- an HTML widget with the measure and its value (CSS class ``ireval-value``);
* ``table`` -- the trace as an HTML table with the current step's row highlighted
  (:meth:`~ireval_teach.Trace.to_html`);
* ``image`` -- the matplotlib display of the trace as JPEG bytes (an ``ipywidgets.Image``: it renders
  the same in JupyterLab, Notebook and Voila, and needs no extra JavaScript), drawn through
  :class:`~ireval_teach.widgets._render.AxesRenderer`.

Replay: ``play`` (an ``ipywidgets.Play``) and ``step`` (a slider linked to it in the browser), plus
"previous" / "next" buttons. ``step.value == 0`` shows the whole trace; ``step.value == i`` highlights
step i (1-based) in the table and in the plot. A step change redraws only the highlight.
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from typing import Any
from collections.abc import Iterator

from ..trace import HTML_ROWS, Trace, format_number
from ._render import AxesRenderer


def ipywidgets():
    """Import ipywidgets on first use (only the widgets need it)."""
    try:
        import ipywidgets as w
    except ImportError as exc:  # pragma: no cover - depends on the installation
        raise ImportError("the explorers need ipywidgets: pip install 'ireval-teach[notebooks]'") from exc
    return w


def value_text(trace: Trace, digits: int = 4) -> str:
    """The text the value line shows for a trace, e.g. ``"AP (exact) = 0.6667"``.

    >>> from ireval_teach import average_precision
    >>> value_text(average_precision([1, 0, 1], trace=True))
    'AP (exact) = 0.8333'
    """
    return f"{trace.measure} = {format_number(trace.value, digits)}"


class Explorer:
    """Base class: subclasses build their controls, then call :meth:`_finish` and implement
    :meth:`_compute` (returns the trace) and :meth:`_draw` (plots it into the renderer's axes)."""

    #: CSS class of the whole explorer box (the browser test finds it by this name).
    css_class = "ireval-explorer"

    #: the plot: 840 x 330 px at 100 dpi (fits JupyterLab's output area at 1366 x 768 with the file browser
    #: open, 934 px, unscaled, so its text keeps the displays' projector sizes: >= 9 pt = 12.5 px)
    figsize = (8.4, 3.3)
    dpi = 100
    margins = (0.085, 0.16, 0.70, 0.83)

    def __init__(self, figsize: tuple[float, float] | None = None, dpi: int | None = None) -> None:
        figsize = figsize or self.figsize
        dpi = dpi or self.dpi
        w = ipywidgets()
        self._w = w
        self._holding = 0
        self.renderer = AxesRenderer(figsize=figsize, dpi=dpi, margins=self.margins)
        self.current_trace: Trace | None = None
        self.last_update_seconds = 0.0
        self.updates = 0
        self.value_label = w.HTML(layout=w.Layout(min_height="1.8em"))
        self.value_label.add_class("ireval-value")
        self.details = w.HTML()
        self.details.add_class("ireval-details")
        self.table = w.HTML(layout=w.Layout(max_height="260px", overflow="auto"))
        self.table.add_class("ireval-table")
        self.image = w.Image(format=self.renderer.format, layout=w.Layout(width=f"{int(figsize[0] * dpi)}px", max_width="100%"))
        self.image.add_class("ireval-plot")
        self.error = w.HTML()
        self.error.add_class("ireval-error")
        self.play = w.Play(value=0, min=0, max=1, step=1, interval=800, description="play")
        self.step = w.IntSlider(value=0, min=0, max=1, description="step", continuous_update=True,
                                layout=w.Layout(width="220px"))  # narrow: the replay row stays beside the value
        self.step.add_class("ireval-step")
        w.jslink((self.play, "value"), (self.step, "value"))
        self.prev_button = w.Button(description="◀ step", layout=w.Layout(width="80px"))
        self.next_button = w.Button(description="step ▶", layout=w.Layout(width="80px"))
        self.prev_button.add_class("ireval-prev")
        self.next_button.add_class("ireval-next")
        self.prev_button.on_click(lambda _: self._move(-1))
        self.next_button.on_click(lambda _: self._move(+1))
        self.step.observe(self._on_step, names="value")
        # the table shows the first HTML_ROWS steps and the current one; this shows them all (slower for long lists)
        self.all_steps = w.Checkbox(value=False, description="all steps in the table", indent=False,
                                    layout=w.Layout(width="auto"))
        self.all_steps.add_class("ireval-all-steps")
        self.all_steps.observe(lambda _: self._render_table(), names="value")
        self.reset_button = w.Button(description="reset to the document's example", icon="undo",
                                     layout=w.Layout(width="auto"))
        self.reset_button.add_class("ireval-reset")
        self.reset_button.on_click(lambda _: self.reset())

    # -- replay ----------------------------------------------------------------------------------
    @property
    def highlighted_row(self) -> int | None:
        """0-based index of the highlighted step (the row marked in the table), or None."""
        return self.step.value - 1 if self.step.value > 0 else None

    @property
    def value(self) -> float:
        """The current measure's value (a float), as the library computes it."""
        return float(self.current_trace.value) if self.current_trace is not None else float("nan")

    def _move(self, delta: int) -> None:
        self.step.value = min(max(self.step.value + delta, self.step.min), self.step.max)

    def _on_step(self, change: Any) -> None:
        if not self._holding:
            self._render(recompute=False)

    def replay(self) -> Iterator[int]:
        """Step through the trace from the first step to the last (what the play button does)."""
        for i in range(1, self.step.max + 1):
            self.step.value = i
            yield i

    # -- update machinery ------------------------------------------------------------------------
    @contextmanager
    def hold(self) -> Iterator[None]:
        """Change several controls with one update at the end."""
        self._holding += 1
        try:
            yield
        finally:
            self._holding -= 1
        if not self._holding:
            self._render(recompute=True)

    def _changed(self, change: Any = None) -> None:
        if not self._holding:
            self._render(recompute=True)

    def _render(self, recompute: bool) -> None:
        t0 = time.perf_counter()
        if recompute:
            try:
                computed = self._compute()
            except ValueError as exc:  # a library error on impossible settings: show it, keep the old view
                self.error.value = f'<p style="color:#b00">{type(exc).__name__}: {exc}</p>'
                return
            self.error.value = ""
            self.current_trace = computed
            n = len(computed.steps)
            self._holding += 1
            try:
                if self.step.value > n:
                    self.step.value = 0
                self.step.max = max(n, 1)
                self.play.max = max(n, 1)
            finally:
                self._holding -= 1
            self.value_label.value = (f'<span style="font-size:1.35em;font-weight:bold">'
                                      f'{self._render_value(computed)}</span>')
            self.details.value = self._details()
        trace = self.current_trace
        if trace is None:
            return
        hl = self.highlighted_row
        if hl is not None and hl >= len(trace.steps):
            hl = None
        self._render_table()
        try:
            self.image.value = self.renderer.render(lambda ax: self._draw(ax, trace, hl), kind=self._plot_kind())
        except ValueError as exc:  # e.g. an average the current queries do not allow: say so
            self.error.value = f'<p style="color:#b00">{type(exc).__name__}: {exc}</p>'
            self.renderer.clear()
        self.last_update_seconds = time.perf_counter() - t0
        self.updates += 1

    def _render_table(self) -> None:
        """The trace table: the first :data:`~ireval_teach.trace.HTML_ROWS` steps and the highlighted one
        (only those are formatted, so a 1,000-step trace costs what 26 rows cost), or every step.
        ``to_html`` drops a highlight past the last step."""
        trace = self.current_trace
        if trace is None:
            return
        self.table.value = trace.to_html(highlight=self.highlighted_row,
                                         max_rows=None if self.all_steps.value else HTML_ROWS,
                                         fold_header=True, fold_rest=False)

    def _details(self) -> str:
        return ""

    def _plot_kind(self) -> str:
        """Which kind of plot ``_draw`` makes now (a change clears the axes completely)."""
        view = getattr(self, "view", None) or getattr(self, "plot", None)
        return str(view.value) if view is not None else ""

    def _render_value(self, trace: Trace) -> str:
        """The value line's text (default: ``"<measure> = <value>"``)."""
        return value_text(trace)

    # -- to implement ----------------------------------------------------------------------------
    def _compute(self) -> Trace:  # pragma: no cover - abstract
        raise NotImplementedError

    def _draw(self, ax: Any, trace: Trace, highlight: int | None) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def reset(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    # -- layout ----------------------------------------------------------------------------------
    def replay_box(self):
        w = self._w
        return w.HBox([self.play, self.prev_button, self.step, self.next_button])

    def _finish(self, title: str, controls: list) -> None:
        """Lay the explorer out for a 1366 x 768 screen: the controls, then the value beside the replay
        buttons (both in view while the controls are used), the plot, the trace table (scrolls)."""
        w = self._w
        self.title = w.HTML(f"<div style='font-size:1.2em;font-weight:bold;margin:0'>{title}</div>")
        status = w.HBox([self.value_label, self.replay_box()],
                        layout=w.Layout(flex_flow="row wrap", align_items="center", justify_content="space-between"))
        # the plot right under the value line (the details -- other measures, the set view -- below it), so
        # controls, value and plot share one 1366 x 768 screen
        self.widget = w.VBox([self.title, *controls, self.error, status, self.image, self.details, self.all_steps,
                              self.table])
        self.widget.add_class(self.css_class)

    def _repr_mimebundle_(self, **kwargs: Any):
        """Shown in Jupyter / Voila as its widget box (and as :meth:`__repr__` where widgets cannot show)."""
        bundle = self.widget._repr_mimebundle_(**kwargs)
        if isinstance(bundle, dict):
            bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        shown = self._render_value(self.current_trace) if self.current_trace is not None else "no value yet"
        return f"<{type(self).__name__}: {shown}>"
