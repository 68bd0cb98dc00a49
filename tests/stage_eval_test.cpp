// render/stage_eval: the engine's wave tables, tcMod matrices, colours and animMap
// frames on the CPU, checked against values worked out by hand from the formulas.
#include <gtest/gtest.h>

#include <cmath>

#include "render/stage_eval.h"

using namespace bsp;

namespace {

TEST(StageEval, WaveTablesMatchTheEngine) {
    // Index floor(x * 1024) mod 1024; sin over 1023 steps per period.
    EXPECT_FLOAT_EQ(wave_table_value(WaveFunc::Sawtooth, 0.25), 0.25f);
    EXPECT_FLOAT_EQ(wave_table_value(WaveFunc::Sawtooth, 1.75), 0.75f);
    EXPECT_FLOAT_EQ(wave_table_value(WaveFunc::InverseSawtooth, 0.25), 0.75f);
    EXPECT_FLOAT_EQ(wave_table_value(WaveFunc::Square, 0.49), 1.0f);
    EXPECT_FLOAT_EQ(wave_table_value(WaveFunc::Square, 0.5), -1.0f);
    EXPECT_FLOAT_EQ(wave_table_value(WaveFunc::Triangle, 0.25), 1.0f);
    EXPECT_FLOAT_EQ(wave_table_value(WaveFunc::Triangle, 0.125), 0.5f);
    EXPECT_FLOAT_EQ(wave_table_value(WaveFunc::Triangle, 0.75), -1.0f);
    EXPECT_NEAR(wave_table_value(WaveFunc::Sin, 0.25), std::sin(256 * 6.283185307 / 1023), 1e-6);
    // A negative position truncates towards zero, then wraps (-0.3 * 1024 = -307.2 -> -307 -> 717).
    EXPECT_FLOAT_EQ(wave_table_value(WaveFunc::Sawtooth, -0.3), 717.0f / 1024.0f);
    for (double x : {0.0, 0.3, 7.9, -2.2}) {
        const float n = wave_table_value(WaveFunc::Noise, x);
        EXPECT_GE(n, -1.0f);
        EXPECT_LE(n, 1.0f);
    }
    EXPECT_FLOAT_EQ(evaluate_wave({WaveFunc::Sawtooth, 0.5f, 2.0f, 0.25f, 0.5f}, 0.5), 0.5f + 2.0f * 0.5f);
    // Absurd numbers give numbers, not NaN or a crash.
    EXPECT_TRUE(std::isfinite(evaluate_wave({WaveFunc::Sin, 1, 1, 1e30f, 1e30f}, 1e9)));
}

TEST(StageEval, TcModChainInScriptOrder) {
    MaterialStage st;
    TexMod scroll;
    scroll.kind = TexModKind::Scroll;
    scroll.values = {0.3f, -0.5f};
    TexMod scale;
    scale.kind = TexModKind::Scale;
    scale.values = {2, 4};
    st.tc_mods = {scroll, scale};
    // Scroll keeps only the fraction of speed * time: (0.6, -1.0) -> (0.6, 0).
    StageFrame f = evaluate_stage(st, 2.0);
    glm::vec2 r = apply_tc_mods(f, {0.1f, 0.2f}, glm::vec3(0));
    EXPECT_NEAR(r.x, (0.1f + 0.6f) * 2, 1e-5);
    EXPECT_NEAR(r.y, (0.2f + 0.0f) * 4, 1e-5);

    // Rotate 90 degrees: -90 degrees in table units is index -256 -> 768: sin = -1, cos = 0
    // (within the table's step), about the image's centre.
    TexMod rotate;
    rotate.kind = TexModKind::Rotate;
    rotate.values = {90};
    st.tc_mods = {rotate};
    f = evaluate_stage(st, 1.0);
    r = apply_tc_mods(f, {1.0f, 0.5f}, glm::vec3(0));
    EXPECT_NEAR(r.x, 0.5f, 0.01f);
    EXPECT_NEAR(r.y, 0.0f, 0.01f);

    // Stretch by a constant wave of 2: coordinates shrink towards the centre by half.
    TexMod stretch;
    stretch.kind = TexModKind::Stretch;
    stretch.wave = {WaveFunc::Sin, 2, 0, 0, 0};
    st.tc_mods = {stretch};
    r = apply_tc_mods(evaluate_stage(st, 0.0), {1.0f, 0.0f}, glm::vec3(0));
    EXPECT_NEAR(r.x, 0.75f, 1e-5);
    EXPECT_NEAR(r.y, 0.25f, 1e-5);

    // Turb moves by amplitude * sin of the position: zero at the origin and time 0.
    TexMod turb;
    turb.kind = TexModKind::Turb;
    turb.wave = {WaveFunc::Sin, 0, 0.1f, 0, 1};
    st.tc_mods = {turb};
    r = apply_tc_mods(evaluate_stage(st, 0.0), {0.5f, 0.5f}, glm::vec3(0));
    EXPECT_NEAR(r.x, 0.5f, 1e-5);
    r = apply_tc_mods(evaluate_stage(st, 0.25), {0.5f, 0.5f}, glm::vec3(0));
    EXPECT_NEAR(r.x, 0.6f, 1e-4);
}

TEST(StageEval, ColoursInFramebufferUnits) {
    MaterialStage st;  // no blend: identityLighting by default
    StageFrame f = evaluate_stage(st, 0);
    EXPECT_FLOAT_EQ(f.constant.r, 127.0f / 255.0f);
    EXPECT_FLOAT_EQ(f.output_scale, kOverbrightFactor);
    st.rgb = ColorGen::Wave;
    st.rgb_wave = {WaveFunc::Sawtooth, 0, 1, 0, 1};
    f = evaluate_stage(st, 0.5);  // 0.5 scaled like identityLighting, as a byte
    EXPECT_FLOAT_EQ(f.constant.r, 63.0f / 255.0f);
    st.alpha = AlphaGen::Wave;
    st.alpha_wave = {WaveFunc::Square, 0, 2, 0, 1};
    EXPECT_FLOAT_EQ(evaluate_stage(st, 0.1).constant.a, 1.0f) << "clamped";
    EXPECT_FLOAT_EQ(evaluate_stage(st, 0.6).constant.a, 0.0f);
    st.src = BlendFactor::DstColor;
    st.dst = BlendFactor::Zero;
    EXPECT_FLOAT_EQ(evaluate_stage(st, 0).output_scale, 1.0f) << "a filter multiplies: no scaling";
    st.rgb = ColorGen::Vertex;
    EXPECT_EQ(evaluate_stage(st, 0).rgb_mode, StageRgbMode::Vertex);
    EXPECT_FLOAT_EQ(evaluate_stage(st, 0).vertex_scale, 0.25f);
    st.texture = StageTexture::Lightmap;
    EXPECT_FLOAT_EQ(evaluate_stage(st, 0).lightmap_scale, 0.5f);
    // In a window ioquake3 does not overbright: nothing is halved or doubled.
    EXPECT_FLOAT_EQ(evaluate_stage(st, 0, kWindowedOverbrightFactor).lightmap_scale, 1.0f);
    EXPECT_FLOAT_EQ(evaluate_stage(st, 0, kWindowedOverbrightFactor).vertex_scale, 1.0f);
    st.src = BlendFactor::One;
    st.dst = BlendFactor::One;
    EXPECT_FLOAT_EQ(evaluate_stage(st, 0).output_scale, 2.0f);
    EXPECT_FLOAT_EQ(evaluate_stage(st, 0, kWindowedOverbrightFactor).output_scale, 1.0f);
    st.rgb = ColorGen::IdentityLighting;
    EXPECT_FLOAT_EQ(evaluate_stage(st, 0, kWindowedOverbrightFactor).constant.r, 1.0f);
}

TEST(StageEval, AnimMapFrames) {
    MaterialStage st;
    st.frames = {10, 11, 12};
    st.frame_rate = 2;
    EXPECT_EQ(evaluate_stage(st, 0.0).image, 10);
    EXPECT_EQ(evaluate_stage(st, 0.49).image, 10);
    EXPECT_EQ(evaluate_stage(st, 0.5).image, 11);
    EXPECT_EQ(evaluate_stage(st, 1.6).image, 10);  // frame 3 wraps to 0
    st.frame_rate = 1e30f;
    const int32_t image = evaluate_stage(st, 1e9).image;
    EXPECT_TRUE(image >= 10 && image <= 12);
}

TEST(StageEval, DeformsDrawnAreWaveAndMove) {
    Deform move;
    move.kind = DeformKind::Move;
    move.move = {0, 0, 2};
    move.wave = {WaveFunc::Sawtooth, 1, 4, 0, 1};
    Deform still;  // a wave of frequency 0: one offset along the normal
    still.kind = DeformKind::Wave;
    still.wave = {WaveFunc::Sin, 3, 0, 0, 0};
    Deform wave;
    wave.kind = DeformKind::Wave;
    wave.spread = 0.01f;
    wave.wave = {WaveFunc::Triangle, 0, 2, 0.25f, 0.5f};
    Deform sprite;
    sprite.kind = DeformKind::Autosprite;
    const DeformFrame f = evaluate_deforms({move, still, sprite, wave}, 0.5);
    ASSERT_EQ(f.count, 3u);
    EXPECT_EQ(f.steps[0].kind, DeformStepKind::Offset);
    EXPECT_FLOAT_EQ(f.steps[0].offset.z, 2 * (1 + 4 * 0.5f));
    EXPECT_EQ(f.steps[1].kind, DeformStepKind::NormalOffset);
    EXPECT_FLOAT_EQ(f.steps[1].offset.x, 3.0f);
    EXPECT_EQ(f.steps[2].kind, DeformStepKind::Wave);
    EXPECT_FLOAT_EQ(f.steps[2].wave.z, 0.5f) << "phase + time * frequency";
    EXPECT_FLOAT_EQ(f.steps[2].wave.w, 0.01f);
}

}  // namespace
