#include "app/termination.h"

#include <atomic>
#include <csignal>
#include <unistd.h>

namespace bsp {
namespace {

constexpr unsigned kGraceSeconds = 2;

std::atomic<int> g_signal{0};
std::atomic<bool> g_polling{false};

// Only async-signal-safe calls in here: _exit, alarm, lock-free atomics.
void on_signal(int sig) {
    if (sig == SIGALRM) _exit(128 + g_signal.load());
    if (!g_polling.load() || g_signal.load() != 0) _exit(128 + sig);
    g_signal.store(sig);
    alarm(kGraceSeconds);
}

}  // namespace

void install_termination_handlers() {
    static_assert(std::atomic<int>::is_always_lock_free && std::atomic<bool>::is_always_lock_free);
    struct sigaction action = {};
    action.sa_handler = on_signal;
    action.sa_flags = SA_RESTART;  // threads (Mesa's among them) waiting in system calls go on waiting
    sigemptyset(&action.sa_mask);
    for (int sig : {SIGINT, SIGTERM, SIGALRM}) sigaction(sig, &action, nullptr);
}

void watch_termination(bool polling) { g_polling.store(polling); }

int termination_requested() { return g_signal.load(); }

}  // namespace bsp
