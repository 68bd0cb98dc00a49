#pragma once
// SIGINT and SIGTERM end every run promptly. SDL would otherwise turn them into an
// SDL_QUIT event that only a polling event loop sees, so a run stuck in a long load
// or a long walk ignored them (gl_context.cpp tells SDL to leave signals alone).
//
// By default a signal ends the process at once with status 128 + signal. The window
// polls instead (watch_termination(true)): the first signal asks it to close as if
// the window were closed, and if it has not ended 2 seconds later (a frame stuck in
// work that does not poll) the process ends anyway; a second signal ends it at once.
namespace bsp {

void install_termination_handlers();
// Whether the caller polls termination_requested() in its loop.
void watch_termination(bool polling);
// The signal that asked the run to end, 0 when none did.
int termination_requested();

}  // namespace bsp
