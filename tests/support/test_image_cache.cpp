// Every test binary (and the bspview processes tests start, which inherit the
// environment) keeps decoded images in the build folder, never in the user's cache
// (assets/image_cache.h). Set before main; a folder given from outside wins.
#include <cstdlib>

namespace {

const bool kCacheFolderSet = (setenv("BSPVIEW_CACHE_DIR", BSPVIEW_TEST_IMAGE_CACHE, 0),
                              setenv("BSPVIEW_CACHE_MAX_MIB", "160", 0), true);

}  // namespace
