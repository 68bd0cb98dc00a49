#include <gtest/gtest.h>

#include <cmath>

#include "core/json_writer.h"

TEST(JsonWriter, NestsWithCommas) {
    bsp::JsonWriter j;
    j.begin_object().field("a", 1).key("b").begin_array().value(2).value("x").end_array();
    j.key("c").begin_object().end_object().field("d", true).end_object();
    EXPECT_EQ(j.str(), R"({"a":1,"b":[2,"x"],"c":{},"d":true})");
}

TEST(JsonWriter, EscapesStringsAndNonFiniteNumbers) {
    bsp::JsonWriter j;
    j.begin_array().value("q\"\\\n\x01\xe9").value(std::nan("")).value(1.5).end_array();
    EXPECT_EQ(j.str(), "[\"q\\\"\\\\\\n\\u0001\\u00e9\",null,1.5]");
}
