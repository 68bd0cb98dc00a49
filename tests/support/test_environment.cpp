// Every test binary (and the bspview processes tests start, which inherit the
// environment) keeps what bspview writes in the build folder, never in the user's
// folders: decoded images (assets/image_cache.h), the layout, recent maps, game dirs
// and bookmarks (XDG config and data). Set before main; what is set from outside
// (or by a test for its own run) wins.
#include <cstdlib>

namespace {

const bool kTestFoldersSet = (setenv("BSPVIEW_CACHE_DIR", BSPVIEW_TEST_HOME "/cache", 0),
                              setenv("BSPVIEW_CACHE_MAX_MIB", "160", 0),
                              setenv("XDG_CONFIG_HOME", BSPVIEW_TEST_HOME "/config", 0),
                              setenv("XDG_DATA_HOME", BSPVIEW_TEST_HOME "/data", 0), true);

}  // namespace
