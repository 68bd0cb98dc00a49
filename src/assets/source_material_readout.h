#pragma once
// The picker's readout of a Source material (assets/material.h SourceMaterialReadout,
// made by the loader): the VMT files read (the material, then each include its patch
// names), the shader, every parameter with its value, the textures with their VTF
// format and size, and the proxies, each evaluated or not. Plain lines, appended to
// the "Shader stages" readout (ui/shader_stages_readout.h) and its JSON. GL-free, here beside the
// record so that it is tested with the loader.
#include <string>
#include <vector>

#include "assets/material.h"

namespace bsp {

std::vector<std::string> source_material_lines(const SourceMaterialReadout& readout);

}  // namespace bsp
