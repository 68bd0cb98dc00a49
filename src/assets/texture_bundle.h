#pragma once
// Everything drawing a map's materials needs from files, read and decoded ahead of
// time: the parsed shader scripts and the decoded RGBA images, keyed by the names
// the renderer will ask for. The map loader builds it on its worker thread, so the
// GL thread only uploads (render/world_renderer.h takes it) and never waits on
// archives or image decoders.
#include <cstddef>
#include <functional>
#include <vector>

#include "assets/q3_shader_scripts.h"
#include "assets/texture_library.h"
#include "map/map.h"

namespace bsp {

class Vfs;

struct TextureBundle {
    Q3ShaderScripts scripts;
    DecodedImages images;
    // Mip levels 1.. of the textures a map embeds (Quake 1 / GoldSrc miptex), by
    // material index; empty for materials whose image is not in the map.
    std::vector<std::vector<DecodedImage>> embedded_mip_levels;
};

// Reads scripts/*.shader and decodes, for every material that is not embedded in the
// map, the image TextureLibrary::resolve() finds with its mip levels, plus the sky
// box faces of every sky shader (the renderer draws the first one it meets) and of
// the map's own sky box (Map::skybox); makes the mip levels of embedded textures. `progress` gets the fraction of this work
// done, in [0,1].
TextureBundle prepare_texture_bundle(const Map& map, const Vfs& vfs,
                                     const std::function<void(float)>& progress = {});

}  // namespace bsp
