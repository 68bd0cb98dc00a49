#pragma once
// What kind of OpenGL implementation the current context runs on, where that changes
// how a frame is best drawn or timed.
#include <cstring>

#include <glad/gl.h>

namespace bsp {

// Mesa's software rasterizers (llvmpipe, softpipe, swrast): they shade on the CPU,
// rasterize when a frame is flushed (outside any timer query's stretch) and clear
// for free (a tile is marked, not written).
inline bool is_software_rasterizer() {
    const char* r = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
    if (!r) return false;
    return std::strstr(r, "llvmpipe") || std::strstr(r, "softpipe") || std::strstr(r, "Software Rasterizer");
}

}  // namespace bsp
