#include "support/real_maps.h"

#include "support/test_maps.h"

namespace bsptest {

std::filesystem::path real_map_requirement(const RealMap& m) {
    return m.game_dir ? openarena_dir() / "pak6-patch088.pk3" : shared_maps_dir() / m.argument;
}

bsp::LoadedMap load_real_map(const RealMap& m) {
    bsp::LoadRequest request;
    if (m.game_dir) {
        request.map_argument = m.argument;
        request.game_dirs = {openarena_dir().string()};
    } else {
        request.map_argument = (shared_maps_dir() / m.argument).string();
    }
    return bsp::load_map(request);
}

}  // namespace bsptest
