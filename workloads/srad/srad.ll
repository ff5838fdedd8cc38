; ModuleID = 'srad.c'
source_filename = "srad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@stderr = external global ptr, align 8
@.str = private unnamed_addr constant [21 x i8] c"usage: %s INPUT.bin\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"rb\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [23 x i8] c"cannot open input file\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [20 x i8] c"header too short in\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"bad header in\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"out of memory reading\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [34 x i8] c"wrong file size for the header in\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [22 x i8] c"non-positive pixel in\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [16 x i8] c"checksum %.15e\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [15 x i8] c"srad: %s '%s'\0A\00", align 1, !dbg !44

; Function Attrs: noinline nounwind uwtable
define dso_local void @srad(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, double noundef %7, ptr noundef %8, ptr noundef %9, ptr noundef %10, ptr noundef %11, ptr noundef %12, ptr noundef %13) #0 !dbg !65 {
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca double, align 8
  %30 = alloca i32, align 4
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca double, align 8
  %47 = alloca double, align 8
  %48 = alloca double, align 8
  %49 = alloca double, align 8
  %50 = alloca double, align 8
  %51 = alloca double, align 8
  %52 = alloca double, align 8
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca double, align 8
  %59 = alloca double, align 8
  %60 = alloca double, align 8
  %61 = alloca double, align 8
  %62 = alloca double, align 8
  store i32 %0, ptr %15, align 4
    #dbg_declare(ptr %15, !71, !DIExpression(), !72)
  store i32 %1, ptr %16, align 4
    #dbg_declare(ptr %16, !73, !DIExpression(), !74)
  store i32 %2, ptr %17, align 4
    #dbg_declare(ptr %17, !75, !DIExpression(), !76)
  store i32 %3, ptr %18, align 4
    #dbg_declare(ptr %18, !77, !DIExpression(), !78)
  store i32 %4, ptr %19, align 4
    #dbg_declare(ptr %19, !79, !DIExpression(), !80)
  store i32 %5, ptr %20, align 4
    #dbg_declare(ptr %20, !81, !DIExpression(), !82)
  store i32 %6, ptr %21, align 4
    #dbg_declare(ptr %21, !83, !DIExpression(), !84)
  store double %7, ptr %22, align 8
    #dbg_declare(ptr %22, !85, !DIExpression(), !86)
  store ptr %8, ptr %23, align 8
    #dbg_declare(ptr %23, !87, !DIExpression(), !88)
  store ptr %9, ptr %24, align 8
    #dbg_declare(ptr %24, !89, !DIExpression(), !90)
  store ptr %10, ptr %25, align 8
    #dbg_declare(ptr %25, !91, !DIExpression(), !92)
  store ptr %11, ptr %26, align 8
    #dbg_declare(ptr %26, !93, !DIExpression(), !94)
  store ptr %12, ptr %27, align 8
    #dbg_declare(ptr %27, !95, !DIExpression(), !96)
  store ptr %13, ptr %28, align 8
    #dbg_declare(ptr %28, !97, !DIExpression(), !98)
    #dbg_declare(ptr %29, !99, !DIExpression(), !100)
  %63 = load i32, ptr %19, align 4, !dbg !101
  %64 = load i32, ptr %18, align 4, !dbg !102
  %65 = sub nsw i32 %63, %64, !dbg !103
  %66 = add nsw i32 %65, 1, !dbg !104
  %67 = sitofp i32 %66 to double, !dbg !105
  %68 = load i32, ptr %21, align 4, !dbg !106
  %69 = load i32, ptr %20, align 4, !dbg !107
  %70 = sub nsw i32 %68, %69, !dbg !108
  %71 = add nsw i32 %70, 1, !dbg !109
  %72 = sitofp i32 %71 to double, !dbg !110
  %73 = fmul double %67, %72, !dbg !111
  store double %73, ptr %29, align 8, !dbg !100
    #dbg_declare(ptr %30, !112, !DIExpression(), !114)
  store i32 0, ptr %30, align 4, !dbg !114
  br label %74, !dbg !115

74:                                               ; preds = %486, %14
  %75 = load i32, ptr %30, align 4, !dbg !116
  %76 = load i32, ptr %17, align 4, !dbg !118
  %77 = icmp slt i32 %75, %76, !dbg !119
  br i1 %77, label %78, label %489, !dbg !120

78:                                               ; preds = %74
    #dbg_declare(ptr %31, !121, !DIExpression(), !123)
  store double 0.000000e+00, ptr %31, align 8, !dbg !123
    #dbg_declare(ptr %32, !124, !DIExpression(), !125)
  store double 0.000000e+00, ptr %32, align 8, !dbg !125
    #dbg_declare(ptr %33, !126, !DIExpression(), !128)
  %79 = load i32, ptr %18, align 4, !dbg !129
  store i32 %79, ptr %33, align 4, !dbg !128
  br label %80, !dbg !130

80:                                               ; preds = %111, %78
  %81 = load i32, ptr %33, align 4, !dbg !131
  %82 = load i32, ptr %19, align 4, !dbg !133
  %83 = icmp sle i32 %81, %82, !dbg !134
  br i1 %83, label %84, label %114, !dbg !135

84:                                               ; preds = %80
    #dbg_declare(ptr %34, !136, !DIExpression(), !139)
  %85 = load i32, ptr %20, align 4, !dbg !140
  store i32 %85, ptr %34, align 4, !dbg !139
  br label %86, !dbg !141

86:                                               ; preds = %107, %84
  %87 = load i32, ptr %34, align 4, !dbg !142
  %88 = load i32, ptr %21, align 4, !dbg !144
  %89 = icmp sle i32 %87, %88, !dbg !145
  br i1 %89, label %90, label %110, !dbg !146

90:                                               ; preds = %86
    #dbg_declare(ptr %35, !147, !DIExpression(), !149)
  %91 = load ptr, ptr %23, align 8, !dbg !150
  %92 = load i32, ptr %33, align 4, !dbg !151
  %93 = load i32, ptr %16, align 4, !dbg !152
  %94 = mul nsw i32 %92, %93, !dbg !153
  %95 = load i32, ptr %34, align 4, !dbg !154
  %96 = add nsw i32 %94, %95, !dbg !155
  %97 = sext i32 %96 to i64, !dbg !150
  %98 = getelementptr inbounds double, ptr %91, i64 %97, !dbg !150
  %99 = load double, ptr %98, align 8, !dbg !150
  store double %99, ptr %35, align 8, !dbg !149
  %100 = load double, ptr %35, align 8, !dbg !156
  %101 = load double, ptr %31, align 8, !dbg !157
  %102 = fadd double %101, %100, !dbg !157
  store double %102, ptr %31, align 8, !dbg !157
  %103 = load double, ptr %35, align 8, !dbg !158
  %104 = load double, ptr %35, align 8, !dbg !159
  %105 = load double, ptr %32, align 8, !dbg !160
  %106 = call double @llvm.fmuladd.f64(double %103, double %104, double %105), !dbg !160
  store double %106, ptr %32, align 8, !dbg !160
  br label %107, !dbg !161

107:                                              ; preds = %90
  %108 = load i32, ptr %34, align 4, !dbg !162
  %109 = add nsw i32 %108, 1, !dbg !162
  store i32 %109, ptr %34, align 4, !dbg !162
  br label %86, !dbg !163, !llvm.loop !164

110:                                              ; preds = %86
  br label %111, !dbg !167

111:                                              ; preds = %110
  %112 = load i32, ptr %33, align 4, !dbg !168
  %113 = add nsw i32 %112, 1, !dbg !168
  store i32 %113, ptr %33, align 4, !dbg !168
  br label %80, !dbg !169, !llvm.loop !170

114:                                              ; preds = %80
    #dbg_declare(ptr %36, !172, !DIExpression(), !173)
  %115 = load double, ptr %31, align 8, !dbg !174
  %116 = load double, ptr %29, align 8, !dbg !175
  %117 = fdiv double %115, %116, !dbg !176
  store double %117, ptr %36, align 8, !dbg !173
    #dbg_declare(ptr %37, !177, !DIExpression(), !178)
  %118 = load double, ptr %32, align 8, !dbg !179
  %119 = load double, ptr %29, align 8, !dbg !180
  %120 = fdiv double %118, %119, !dbg !181
  %121 = load double, ptr %36, align 8, !dbg !182
  %122 = load double, ptr %36, align 8, !dbg !183
  %123 = fneg double %121, !dbg !184
  %124 = call double @llvm.fmuladd.f64(double %123, double %122, double %120), !dbg !184
  store double %124, ptr %37, align 8, !dbg !178
    #dbg_declare(ptr %38, !185, !DIExpression(), !186)
  %125 = load double, ptr %37, align 8, !dbg !187
  %126 = load double, ptr %36, align 8, !dbg !188
  %127 = load double, ptr %36, align 8, !dbg !189
  %128 = fmul double %126, %127, !dbg !190
  %129 = fdiv double %125, %128, !dbg !191
  store double %129, ptr %38, align 8, !dbg !186
    #dbg_declare(ptr %39, !192, !DIExpression(), !194)
  store i32 0, ptr %39, align 4, !dbg !194
  br label %130, !dbg !195

130:                                              ; preds = %366, %114
  %131 = load i32, ptr %39, align 4, !dbg !196
  %132 = load i32, ptr %15, align 4, !dbg !198
  %133 = icmp slt i32 %131, %132, !dbg !199
  br i1 %133, label %134, label %369, !dbg !200

134:                                              ; preds = %130
    #dbg_declare(ptr %40, !201, !DIExpression(), !203)
  %135 = load i32, ptr %39, align 4, !dbg !204
  %136 = icmp sgt i32 %135, 0, !dbg !205
  br i1 %136, label %137, label %140, !dbg !204

137:                                              ; preds = %134
  %138 = load i32, ptr %39, align 4, !dbg !206
  %139 = sub nsw i32 %138, 1, !dbg !207
  br label %141, !dbg !204

140:                                              ; preds = %134
  br label %141, !dbg !204

141:                                              ; preds = %140, %137
  %142 = phi i32 [ %139, %137 ], [ 0, %140 ], !dbg !204
  store i32 %142, ptr %40, align 4, !dbg !203
    #dbg_declare(ptr %41, !208, !DIExpression(), !209)
  %143 = load i32, ptr %39, align 4, !dbg !210
  %144 = load i32, ptr %15, align 4, !dbg !211
  %145 = sub nsw i32 %144, 1, !dbg !212
  %146 = icmp slt i32 %143, %145, !dbg !213
  br i1 %146, label %147, label %150, !dbg !210

147:                                              ; preds = %141
  %148 = load i32, ptr %39, align 4, !dbg !214
  %149 = add nsw i32 %148, 1, !dbg !215
  br label %153, !dbg !210

150:                                              ; preds = %141
  %151 = load i32, ptr %15, align 4, !dbg !216
  %152 = sub nsw i32 %151, 1, !dbg !217
  br label %153, !dbg !210

153:                                              ; preds = %150, %147
  %154 = phi i32 [ %149, %147 ], [ %152, %150 ], !dbg !210
  store i32 %154, ptr %41, align 4, !dbg !209
    #dbg_declare(ptr %42, !218, !DIExpression(), !220)
  store i32 0, ptr %42, align 4, !dbg !220
  br label %155, !dbg !221

155:                                              ; preds = %362, %153
  %156 = load i32, ptr %42, align 4, !dbg !222
  %157 = load i32, ptr %16, align 4, !dbg !224
  %158 = icmp slt i32 %156, %157, !dbg !225
  br i1 %158, label %159, label %365, !dbg !226

159:                                              ; preds = %155
    #dbg_declare(ptr %43, !227, !DIExpression(), !229)
  %160 = load i32, ptr %42, align 4, !dbg !230
  %161 = icmp sgt i32 %160, 0, !dbg !231
  br i1 %161, label %162, label %165, !dbg !230

162:                                              ; preds = %159
  %163 = load i32, ptr %42, align 4, !dbg !232
  %164 = sub nsw i32 %163, 1, !dbg !233
  br label %166, !dbg !230

165:                                              ; preds = %159
  br label %166, !dbg !230

166:                                              ; preds = %165, %162
  %167 = phi i32 [ %164, %162 ], [ 0, %165 ], !dbg !230
  store i32 %167, ptr %43, align 4, !dbg !229
    #dbg_declare(ptr %44, !234, !DIExpression(), !235)
  %168 = load i32, ptr %42, align 4, !dbg !236
  %169 = load i32, ptr %16, align 4, !dbg !237
  %170 = sub nsw i32 %169, 1, !dbg !238
  %171 = icmp slt i32 %168, %170, !dbg !239
  br i1 %171, label %172, label %175, !dbg !236

172:                                              ; preds = %166
  %173 = load i32, ptr %42, align 4, !dbg !240
  %174 = add nsw i32 %173, 1, !dbg !241
  br label %178, !dbg !236

175:                                              ; preds = %166
  %176 = load i32, ptr %16, align 4, !dbg !242
  %177 = sub nsw i32 %176, 1, !dbg !243
  br label %178, !dbg !236

178:                                              ; preds = %175, %172
  %179 = phi i32 [ %174, %172 ], [ %177, %175 ], !dbg !236
  store i32 %179, ptr %44, align 4, !dbg !235
    #dbg_declare(ptr %45, !244, !DIExpression(), !245)
  %180 = load i32, ptr %39, align 4, !dbg !246
  %181 = load i32, ptr %16, align 4, !dbg !247
  %182 = mul nsw i32 %180, %181, !dbg !248
  %183 = load i32, ptr %42, align 4, !dbg !249
  %184 = add nsw i32 %182, %183, !dbg !250
  store i32 %184, ptr %45, align 4, !dbg !245
    #dbg_declare(ptr %46, !251, !DIExpression(), !252)
  %185 = load ptr, ptr %23, align 8, !dbg !253
  %186 = load i32, ptr %45, align 4, !dbg !254
  %187 = sext i32 %186 to i64, !dbg !253
  %188 = getelementptr inbounds double, ptr %185, i64 %187, !dbg !253
  %189 = load double, ptr %188, align 8, !dbg !253
  store double %189, ptr %46, align 8, !dbg !252
  %190 = load ptr, ptr %23, align 8, !dbg !255
  %191 = load i32, ptr %40, align 4, !dbg !256
  %192 = load i32, ptr %16, align 4, !dbg !257
  %193 = mul nsw i32 %191, %192, !dbg !258
  %194 = load i32, ptr %42, align 4, !dbg !259
  %195 = add nsw i32 %193, %194, !dbg !260
  %196 = sext i32 %195 to i64, !dbg !255
  %197 = getelementptr inbounds double, ptr %190, i64 %196, !dbg !255
  %198 = load double, ptr %197, align 8, !dbg !255
  %199 = load double, ptr %46, align 8, !dbg !261
  %200 = fsub double %198, %199, !dbg !262
  %201 = load ptr, ptr %25, align 8, !dbg !263
  %202 = load i32, ptr %45, align 4, !dbg !264
  %203 = sext i32 %202 to i64, !dbg !263
  %204 = getelementptr inbounds double, ptr %201, i64 %203, !dbg !263
  store double %200, ptr %204, align 8, !dbg !265
  %205 = load ptr, ptr %23, align 8, !dbg !266
  %206 = load i32, ptr %41, align 4, !dbg !267
  %207 = load i32, ptr %16, align 4, !dbg !268
  %208 = mul nsw i32 %206, %207, !dbg !269
  %209 = load i32, ptr %42, align 4, !dbg !270
  %210 = add nsw i32 %208, %209, !dbg !271
  %211 = sext i32 %210 to i64, !dbg !266
  %212 = getelementptr inbounds double, ptr %205, i64 %211, !dbg !266
  %213 = load double, ptr %212, align 8, !dbg !266
  %214 = load double, ptr %46, align 8, !dbg !272
  %215 = fsub double %213, %214, !dbg !273
  %216 = load ptr, ptr %26, align 8, !dbg !274
  %217 = load i32, ptr %45, align 4, !dbg !275
  %218 = sext i32 %217 to i64, !dbg !274
  %219 = getelementptr inbounds double, ptr %216, i64 %218, !dbg !274
  store double %215, ptr %219, align 8, !dbg !276
  %220 = load ptr, ptr %23, align 8, !dbg !277
  %221 = load i32, ptr %39, align 4, !dbg !278
  %222 = load i32, ptr %16, align 4, !dbg !279
  %223 = mul nsw i32 %221, %222, !dbg !280
  %224 = load i32, ptr %43, align 4, !dbg !281
  %225 = add nsw i32 %223, %224, !dbg !282
  %226 = sext i32 %225 to i64, !dbg !277
  %227 = getelementptr inbounds double, ptr %220, i64 %226, !dbg !277
  %228 = load double, ptr %227, align 8, !dbg !277
  %229 = load double, ptr %46, align 8, !dbg !283
  %230 = fsub double %228, %229, !dbg !284
  %231 = load ptr, ptr %27, align 8, !dbg !285
  %232 = load i32, ptr %45, align 4, !dbg !286
  %233 = sext i32 %232 to i64, !dbg !285
  %234 = getelementptr inbounds double, ptr %231, i64 %233, !dbg !285
  store double %230, ptr %234, align 8, !dbg !287
  %235 = load ptr, ptr %23, align 8, !dbg !288
  %236 = load i32, ptr %39, align 4, !dbg !289
  %237 = load i32, ptr %16, align 4, !dbg !290
  %238 = mul nsw i32 %236, %237, !dbg !291
  %239 = load i32, ptr %44, align 4, !dbg !292
  %240 = add nsw i32 %238, %239, !dbg !293
  %241 = sext i32 %240 to i64, !dbg !288
  %242 = getelementptr inbounds double, ptr %235, i64 %241, !dbg !288
  %243 = load double, ptr %242, align 8, !dbg !288
  %244 = load double, ptr %46, align 8, !dbg !294
  %245 = fsub double %243, %244, !dbg !295
  %246 = load ptr, ptr %28, align 8, !dbg !296
  %247 = load i32, ptr %45, align 4, !dbg !297
  %248 = sext i32 %247 to i64, !dbg !296
  %249 = getelementptr inbounds double, ptr %246, i64 %248, !dbg !296
  store double %245, ptr %249, align 8, !dbg !298
    #dbg_declare(ptr %47, !299, !DIExpression(), !300)
  %250 = load ptr, ptr %25, align 8, !dbg !301
  %251 = load i32, ptr %45, align 4, !dbg !302
  %252 = sext i32 %251 to i64, !dbg !301
  %253 = getelementptr inbounds double, ptr %250, i64 %252, !dbg !301
  %254 = load double, ptr %253, align 8, !dbg !301
  %255 = load ptr, ptr %25, align 8, !dbg !303
  %256 = load i32, ptr %45, align 4, !dbg !304
  %257 = sext i32 %256 to i64, !dbg !303
  %258 = getelementptr inbounds double, ptr %255, i64 %257, !dbg !303
  %259 = load double, ptr %258, align 8, !dbg !303
  %260 = load ptr, ptr %26, align 8, !dbg !305
  %261 = load i32, ptr %45, align 4, !dbg !306
  %262 = sext i32 %261 to i64, !dbg !305
  %263 = getelementptr inbounds double, ptr %260, i64 %262, !dbg !305
  %264 = load double, ptr %263, align 8, !dbg !305
  %265 = load ptr, ptr %26, align 8, !dbg !307
  %266 = load i32, ptr %45, align 4, !dbg !308
  %267 = sext i32 %266 to i64, !dbg !307
  %268 = getelementptr inbounds double, ptr %265, i64 %267, !dbg !307
  %269 = load double, ptr %268, align 8, !dbg !307
  %270 = fmul double %264, %269, !dbg !309
  %271 = call double @llvm.fmuladd.f64(double %254, double %259, double %270), !dbg !310
  %272 = load ptr, ptr %27, align 8, !dbg !311
  %273 = load i32, ptr %45, align 4, !dbg !312
  %274 = sext i32 %273 to i64, !dbg !311
  %275 = getelementptr inbounds double, ptr %272, i64 %274, !dbg !311
  %276 = load double, ptr %275, align 8, !dbg !311
  %277 = load ptr, ptr %27, align 8, !dbg !313
  %278 = load i32, ptr %45, align 4, !dbg !314
  %279 = sext i32 %278 to i64, !dbg !313
  %280 = getelementptr inbounds double, ptr %277, i64 %279, !dbg !313
  %281 = load double, ptr %280, align 8, !dbg !313
  %282 = call double @llvm.fmuladd.f64(double %276, double %281, double %271), !dbg !315
  %283 = load ptr, ptr %28, align 8, !dbg !316
  %284 = load i32, ptr %45, align 4, !dbg !317
  %285 = sext i32 %284 to i64, !dbg !316
  %286 = getelementptr inbounds double, ptr %283, i64 %285, !dbg !316
  %287 = load double, ptr %286, align 8, !dbg !316
  %288 = load ptr, ptr %28, align 8, !dbg !318
  %289 = load i32, ptr %45, align 4, !dbg !319
  %290 = sext i32 %289 to i64, !dbg !318
  %291 = getelementptr inbounds double, ptr %288, i64 %290, !dbg !318
  %292 = load double, ptr %291, align 8, !dbg !318
  %293 = call double @llvm.fmuladd.f64(double %287, double %292, double %282), !dbg !320
  %294 = load double, ptr %46, align 8, !dbg !321
  %295 = load double, ptr %46, align 8, !dbg !322
  %296 = fmul double %294, %295, !dbg !323
  %297 = fdiv double %293, %296, !dbg !324
  store double %297, ptr %47, align 8, !dbg !300
    #dbg_declare(ptr %48, !325, !DIExpression(), !326)
  %298 = load ptr, ptr %25, align 8, !dbg !327
  %299 = load i32, ptr %45, align 4, !dbg !328
  %300 = sext i32 %299 to i64, !dbg !327
  %301 = getelementptr inbounds double, ptr %298, i64 %300, !dbg !327
  %302 = load double, ptr %301, align 8, !dbg !327
  %303 = load ptr, ptr %26, align 8, !dbg !329
  %304 = load i32, ptr %45, align 4, !dbg !330
  %305 = sext i32 %304 to i64, !dbg !329
  %306 = getelementptr inbounds double, ptr %303, i64 %305, !dbg !329
  %307 = load double, ptr %306, align 8, !dbg !329
  %308 = fadd double %302, %307, !dbg !331
  %309 = load ptr, ptr %27, align 8, !dbg !332
  %310 = load i32, ptr %45, align 4, !dbg !333
  %311 = sext i32 %310 to i64, !dbg !332
  %312 = getelementptr inbounds double, ptr %309, i64 %311, !dbg !332
  %313 = load double, ptr %312, align 8, !dbg !332
  %314 = fadd double %308, %313, !dbg !334
  %315 = load ptr, ptr %28, align 8, !dbg !335
  %316 = load i32, ptr %45, align 4, !dbg !336
  %317 = sext i32 %316 to i64, !dbg !335
  %318 = getelementptr inbounds double, ptr %315, i64 %317, !dbg !335
  %319 = load double, ptr %318, align 8, !dbg !335
  %320 = fadd double %314, %319, !dbg !337
  %321 = load double, ptr %46, align 8, !dbg !338
  %322 = fdiv double %320, %321, !dbg !339
  store double %322, ptr %48, align 8, !dbg !326
    #dbg_declare(ptr %49, !340, !DIExpression(), !341)
  %323 = load double, ptr %47, align 8, !dbg !342
  %324 = load double, ptr %48, align 8, !dbg !343
  %325 = load double, ptr %48, align 8, !dbg !344
  %326 = fmul double %324, %325, !dbg !345
  %327 = fmul double 6.250000e-02, %326, !dbg !346
  %328 = fneg double %327, !dbg !347
  %329 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %323, double %328), !dbg !347
  store double %329, ptr %49, align 8, !dbg !341
    #dbg_declare(ptr %50, !348, !DIExpression(), !349)
  %330 = load double, ptr %48, align 8, !dbg !350
  %331 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %330, double 1.000000e+00), !dbg !351
  store double %331, ptr %50, align 8, !dbg !349
    #dbg_declare(ptr %51, !352, !DIExpression(), !353)
  %332 = load double, ptr %49, align 8, !dbg !354
  %333 = load double, ptr %50, align 8, !dbg !355
  %334 = load double, ptr %50, align 8, !dbg !356
  %335 = fmul double %333, %334, !dbg !357
  %336 = fdiv double %332, %335, !dbg !358
  store double %336, ptr %51, align 8, !dbg !353
  %337 = load double, ptr %51, align 8, !dbg !359
  %338 = load double, ptr %38, align 8, !dbg !360
  %339 = fsub double %337, %338, !dbg !361
  %340 = load double, ptr %38, align 8, !dbg !362
  %341 = load double, ptr %38, align 8, !dbg !363
  %342 = fadd double 1.000000e+00, %341, !dbg !364
  %343 = fmul double %340, %342, !dbg !365
  %344 = fdiv double %339, %343, !dbg !366
  store double %344, ptr %50, align 8, !dbg !367
    #dbg_declare(ptr %52, !368, !DIExpression(), !369)
  %345 = load double, ptr %50, align 8, !dbg !370
  %346 = fadd double 1.000000e+00, %345, !dbg !371
  %347 = fdiv double 1.000000e+00, %346, !dbg !372
  store double %347, ptr %52, align 8, !dbg !369
  %348 = load double, ptr %52, align 8, !dbg !373
  %349 = fcmp olt double %348, 0.000000e+00, !dbg !375
  br i1 %349, label %350, label %351, !dbg !376

350:                                              ; preds = %178
  store double 0.000000e+00, ptr %52, align 8, !dbg !377
  br label %356, !dbg !378

351:                                              ; preds = %178
  %352 = load double, ptr %52, align 8, !dbg !379
  %353 = fcmp ogt double %352, 1.000000e+00, !dbg !381
  br i1 %353, label %354, label %355, !dbg !382

354:                                              ; preds = %351
  store double 1.000000e+00, ptr %52, align 8, !dbg !383
  br label %355, !dbg !384

355:                                              ; preds = %354, %351
  br label %356

356:                                              ; preds = %355, %350
  %357 = load double, ptr %52, align 8, !dbg !385
  %358 = load ptr, ptr %24, align 8, !dbg !386
  %359 = load i32, ptr %45, align 4, !dbg !387
  %360 = sext i32 %359 to i64, !dbg !386
  %361 = getelementptr inbounds double, ptr %358, i64 %360, !dbg !386
  store double %357, ptr %361, align 8, !dbg !388
  br label %362, !dbg !389

362:                                              ; preds = %356
  %363 = load i32, ptr %42, align 4, !dbg !390
  %364 = add nsw i32 %363, 1, !dbg !390
  store i32 %364, ptr %42, align 4, !dbg !390
  br label %155, !dbg !391, !llvm.loop !392

365:                                              ; preds = %155
  br label %366, !dbg !394

366:                                              ; preds = %365
  %367 = load i32, ptr %39, align 4, !dbg !395
  %368 = add nsw i32 %367, 1, !dbg !395
  store i32 %368, ptr %39, align 4, !dbg !395
  br label %130, !dbg !396, !llvm.loop !397

369:                                              ; preds = %130
    #dbg_declare(ptr %53, !399, !DIExpression(), !401)
  store i32 0, ptr %53, align 4, !dbg !401
  br label %370, !dbg !402

370:                                              ; preds = %482, %369
  %371 = load i32, ptr %53, align 4, !dbg !403
  %372 = load i32, ptr %15, align 4, !dbg !405
  %373 = icmp slt i32 %371, %372, !dbg !406
  br i1 %373, label %374, label %485, !dbg !407

374:                                              ; preds = %370
    #dbg_declare(ptr %54, !408, !DIExpression(), !410)
  %375 = load i32, ptr %53, align 4, !dbg !411
  %376 = load i32, ptr %15, align 4, !dbg !412
  %377 = sub nsw i32 %376, 1, !dbg !413
  %378 = icmp slt i32 %375, %377, !dbg !414
  br i1 %378, label %379, label %382, !dbg !411

379:                                              ; preds = %374
  %380 = load i32, ptr %53, align 4, !dbg !415
  %381 = add nsw i32 %380, 1, !dbg !416
  br label %385, !dbg !411

382:                                              ; preds = %374
  %383 = load i32, ptr %15, align 4, !dbg !417
  %384 = sub nsw i32 %383, 1, !dbg !418
  br label %385, !dbg !411

385:                                              ; preds = %382, %379
  %386 = phi i32 [ %381, %379 ], [ %384, %382 ], !dbg !411
  store i32 %386, ptr %54, align 4, !dbg !410
    #dbg_declare(ptr %55, !419, !DIExpression(), !421)
  store i32 0, ptr %55, align 4, !dbg !421
  br label %387, !dbg !422

387:                                              ; preds = %478, %385
  %388 = load i32, ptr %55, align 4, !dbg !423
  %389 = load i32, ptr %16, align 4, !dbg !425
  %390 = icmp slt i32 %388, %389, !dbg !426
  br i1 %390, label %391, label %481, !dbg !427

391:                                              ; preds = %387
    #dbg_declare(ptr %56, !428, !DIExpression(), !430)
  %392 = load i32, ptr %55, align 4, !dbg !431
  %393 = load i32, ptr %16, align 4, !dbg !432
  %394 = sub nsw i32 %393, 1, !dbg !433
  %395 = icmp slt i32 %392, %394, !dbg !434
  br i1 %395, label %396, label %399, !dbg !431

396:                                              ; preds = %391
  %397 = load i32, ptr %55, align 4, !dbg !435
  %398 = add nsw i32 %397, 1, !dbg !436
  br label %402, !dbg !431

399:                                              ; preds = %391
  %400 = load i32, ptr %16, align 4, !dbg !437
  %401 = sub nsw i32 %400, 1, !dbg !438
  br label %402, !dbg !431

402:                                              ; preds = %399, %396
  %403 = phi i32 [ %398, %396 ], [ %401, %399 ], !dbg !431
  store i32 %403, ptr %56, align 4, !dbg !430
    #dbg_declare(ptr %57, !439, !DIExpression(), !440)
  %404 = load i32, ptr %53, align 4, !dbg !441
  %405 = load i32, ptr %16, align 4, !dbg !442
  %406 = mul nsw i32 %404, %405, !dbg !443
  %407 = load i32, ptr %55, align 4, !dbg !444
  %408 = add nsw i32 %406, %407, !dbg !445
  store i32 %408, ptr %57, align 4, !dbg !440
    #dbg_declare(ptr %58, !446, !DIExpression(), !447)
  %409 = load ptr, ptr %24, align 8, !dbg !448
  %410 = load i32, ptr %57, align 4, !dbg !449
  %411 = sext i32 %410 to i64, !dbg !448
  %412 = getelementptr inbounds double, ptr %409, i64 %411, !dbg !448
  %413 = load double, ptr %412, align 8, !dbg !448
  store double %413, ptr %58, align 8, !dbg !447
    #dbg_declare(ptr %59, !450, !DIExpression(), !451)
  %414 = load ptr, ptr %24, align 8, !dbg !452
  %415 = load i32, ptr %54, align 4, !dbg !453
  %416 = load i32, ptr %16, align 4, !dbg !454
  %417 = mul nsw i32 %415, %416, !dbg !455
  %418 = load i32, ptr %55, align 4, !dbg !456
  %419 = add nsw i32 %417, %418, !dbg !457
  %420 = sext i32 %419 to i64, !dbg !452
  %421 = getelementptr inbounds double, ptr %414, i64 %420, !dbg !452
  %422 = load double, ptr %421, align 8, !dbg !452
  store double %422, ptr %59, align 8, !dbg !451
    #dbg_declare(ptr %60, !458, !DIExpression(), !459)
  %423 = load ptr, ptr %24, align 8, !dbg !460
  %424 = load i32, ptr %57, align 4, !dbg !461
  %425 = sext i32 %424 to i64, !dbg !460
  %426 = getelementptr inbounds double, ptr %423, i64 %425, !dbg !460
  %427 = load double, ptr %426, align 8, !dbg !460
  store double %427, ptr %60, align 8, !dbg !459
    #dbg_declare(ptr %61, !462, !DIExpression(), !463)
  %428 = load ptr, ptr %24, align 8, !dbg !464
  %429 = load i32, ptr %53, align 4, !dbg !465
  %430 = load i32, ptr %16, align 4, !dbg !466
  %431 = mul nsw i32 %429, %430, !dbg !467
  %432 = load i32, ptr %56, align 4, !dbg !468
  %433 = add nsw i32 %431, %432, !dbg !469
  %434 = sext i32 %433 to i64, !dbg !464
  %435 = getelementptr inbounds double, ptr %428, i64 %434, !dbg !464
  %436 = load double, ptr %435, align 8, !dbg !464
  store double %436, ptr %61, align 8, !dbg !463
    #dbg_declare(ptr %62, !470, !DIExpression(), !471)
  %437 = load double, ptr %58, align 8, !dbg !472
  %438 = load ptr, ptr %25, align 8, !dbg !473
  %439 = load i32, ptr %57, align 4, !dbg !474
  %440 = sext i32 %439 to i64, !dbg !473
  %441 = getelementptr inbounds double, ptr %438, i64 %440, !dbg !473
  %442 = load double, ptr %441, align 8, !dbg !473
  %443 = load double, ptr %59, align 8, !dbg !475
  %444 = load ptr, ptr %26, align 8, !dbg !476
  %445 = load i32, ptr %57, align 4, !dbg !477
  %446 = sext i32 %445 to i64, !dbg !476
  %447 = getelementptr inbounds double, ptr %444, i64 %446, !dbg !476
  %448 = load double, ptr %447, align 8, !dbg !476
  %449 = fmul double %443, %448, !dbg !478
  %450 = call double @llvm.fmuladd.f64(double %437, double %442, double %449), !dbg !479
  %451 = load double, ptr %60, align 8, !dbg !480
  %452 = load ptr, ptr %27, align 8, !dbg !481
  %453 = load i32, ptr %57, align 4, !dbg !482
  %454 = sext i32 %453 to i64, !dbg !481
  %455 = getelementptr inbounds double, ptr %452, i64 %454, !dbg !481
  %456 = load double, ptr %455, align 8, !dbg !481
  %457 = call double @llvm.fmuladd.f64(double %451, double %456, double %450), !dbg !483
  %458 = load double, ptr %61, align 8, !dbg !484
  %459 = load ptr, ptr %28, align 8, !dbg !485
  %460 = load i32, ptr %57, align 4, !dbg !486
  %461 = sext i32 %460 to i64, !dbg !485
  %462 = getelementptr inbounds double, ptr %459, i64 %461, !dbg !485
  %463 = load double, ptr %462, align 8, !dbg !485
  %464 = call double @llvm.fmuladd.f64(double %458, double %463, double %457), !dbg !487
  store double %464, ptr %62, align 8, !dbg !471
  %465 = load ptr, ptr %23, align 8, !dbg !488
  %466 = load i32, ptr %57, align 4, !dbg !489
  %467 = sext i32 %466 to i64, !dbg !488
  %468 = getelementptr inbounds double, ptr %465, i64 %467, !dbg !488
  %469 = load double, ptr %468, align 8, !dbg !488
  %470 = load double, ptr %22, align 8, !dbg !490
  %471 = fmul double 2.500000e-01, %470, !dbg !491
  %472 = load double, ptr %62, align 8, !dbg !492
  %473 = call double @llvm.fmuladd.f64(double %471, double %472, double %469), !dbg !493
  %474 = load ptr, ptr %23, align 8, !dbg !494
  %475 = load i32, ptr %57, align 4, !dbg !495
  %476 = sext i32 %475 to i64, !dbg !494
  %477 = getelementptr inbounds double, ptr %474, i64 %476, !dbg !494
  store double %473, ptr %477, align 8, !dbg !496
  br label %478, !dbg !497

478:                                              ; preds = %402
  %479 = load i32, ptr %55, align 4, !dbg !498
  %480 = add nsw i32 %479, 1, !dbg !498
  store i32 %480, ptr %55, align 4, !dbg !498
  br label %387, !dbg !499, !llvm.loop !500

481:                                              ; preds = %387
  br label %482, !dbg !502

482:                                              ; preds = %481
  %483 = load i32, ptr %53, align 4, !dbg !503
  %484 = add nsw i32 %483, 1, !dbg !503
  store i32 %484, ptr %53, align 4, !dbg !503
  br label %370, !dbg !504, !llvm.loop !505

485:                                              ; preds = %370
  br label %486, !dbg !507

486:                                              ; preds = %485
  %487 = load i32, ptr %30, align 4, !dbg !508
  %488 = add nsw i32 %487, 1, !dbg !508
  store i32 %488, ptr %30, align 4, !dbg !508
  br label %74, !dbg !509, !llvm.loop !510

489:                                              ; preds = %74
  ret void, !dbg !512
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !513 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [7 x i32], align 16
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca double, align 8
  %25 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !518, !DIExpression(), !519)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !520, !DIExpression(), !521)
  %26 = load i32, ptr %4, align 4, !dbg !522
  %27 = icmp slt i32 %26, 2, !dbg !524
  br i1 %27, label %28, label %34, !dbg !525

28:                                               ; preds = %2
  %29 = load ptr, ptr @stderr, align 8, !dbg !526
  %30 = load ptr, ptr %5, align 8, !dbg !528
  %31 = getelementptr inbounds ptr, ptr %30, i64 0, !dbg !528
  %32 = load ptr, ptr %31, align 8, !dbg !528
  %33 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %29, ptr noundef @.str, ptr noundef %32) #5, !dbg !529
  store i32 1, ptr %3, align 4, !dbg !530
  br label %248, !dbg !530

34:                                               ; preds = %2
    #dbg_declare(ptr %6, !531, !DIExpression(), !586)
  %35 = load ptr, ptr %5, align 8, !dbg !587
  %36 = getelementptr inbounds ptr, ptr %35, i64 1, !dbg !587
  %37 = load ptr, ptr %36, align 8, !dbg !587
  %38 = call noalias ptr @fopen(ptr noundef %37, ptr noundef @.str.1), !dbg !588
  store ptr %38, ptr %6, align 8, !dbg !586
  %39 = load ptr, ptr %6, align 8, !dbg !589
  %40 = icmp ne ptr %39, null, !dbg !589
  br i1 %40, label %46, label %41, !dbg !591

41:                                               ; preds = %34
  %42 = load ptr, ptr %5, align 8, !dbg !592
  %43 = getelementptr inbounds ptr, ptr %42, i64 1, !dbg !592
  %44 = load ptr, ptr %43, align 8, !dbg !592
  %45 = call i32 @fail(ptr noundef @.str.2, ptr noundef %44, ptr noundef null), !dbg !593
  store i32 %45, ptr %3, align 4, !dbg !594
  br label %248, !dbg !594

46:                                               ; preds = %34
    #dbg_declare(ptr %7, !595, !DIExpression(), !599)
    #dbg_declare(ptr %8, !600, !DIExpression(), !601)
  %47 = load ptr, ptr %6, align 8, !dbg !602
  %48 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 0, !dbg !604
  %49 = call i32 @read_exact(ptr noundef %47, ptr noundef %48, i64 noundef 4, i64 noundef 7), !dbg !605
  %50 = icmp ne i32 %49, 0, !dbg !605
  br i1 %50, label %51, label %55, !dbg !606

51:                                               ; preds = %46
  %52 = load ptr, ptr %6, align 8, !dbg !607
  %53 = call i32 @read_exact(ptr noundef %52, ptr noundef %8, i64 noundef 8, i64 noundef 1), !dbg !608
  %54 = icmp ne i32 %53, 0, !dbg !608
  br i1 %54, label %61, label %55, !dbg !609

55:                                               ; preds = %51, %46
  %56 = load ptr, ptr %5, align 8, !dbg !610
  %57 = getelementptr inbounds ptr, ptr %56, i64 1, !dbg !610
  %58 = load ptr, ptr %57, align 8, !dbg !610
  %59 = load ptr, ptr %6, align 8, !dbg !611
  %60 = call i32 @fail(ptr noundef @.str.3, ptr noundef %58, ptr noundef %59), !dbg !612
  store i32 %60, ptr %3, align 4, !dbg !613
  br label %248, !dbg !613

61:                                               ; preds = %51
    #dbg_declare(ptr %9, !614, !DIExpression(), !615)
  %62 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 0, !dbg !616
  %63 = load i32, ptr %62, align 16, !dbg !616
  store i32 %63, ptr %9, align 4, !dbg !615
    #dbg_declare(ptr %10, !617, !DIExpression(), !618)
  %64 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 1, !dbg !619
  %65 = load i32, ptr %64, align 4, !dbg !619
  store i32 %65, ptr %10, align 4, !dbg !618
    #dbg_declare(ptr %11, !620, !DIExpression(), !621)
  %66 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 2, !dbg !622
  %67 = load i32, ptr %66, align 8, !dbg !622
  store i32 %67, ptr %11, align 4, !dbg !621
    #dbg_declare(ptr %12, !623, !DIExpression(), !624)
  %68 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 3, !dbg !625
  %69 = load i32, ptr %68, align 4, !dbg !625
  store i32 %69, ptr %12, align 4, !dbg !624
    #dbg_declare(ptr %13, !626, !DIExpression(), !627)
  %70 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 4, !dbg !628
  %71 = load i32, ptr %70, align 16, !dbg !628
  store i32 %71, ptr %13, align 4, !dbg !627
    #dbg_declare(ptr %14, !629, !DIExpression(), !630)
  %72 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 5, !dbg !631
  %73 = load i32, ptr %72, align 4, !dbg !631
  store i32 %73, ptr %14, align 4, !dbg !630
    #dbg_declare(ptr %15, !632, !DIExpression(), !633)
  %74 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 6, !dbg !634
  %75 = load i32, ptr %74, align 8, !dbg !634
  store i32 %75, ptr %15, align 4, !dbg !633
  %76 = load i32, ptr %9, align 4, !dbg !635
  %77 = icmp slt i32 %76, 1, !dbg !637
  br i1 %77, label %119, label %78, !dbg !638

78:                                               ; preds = %61
  %79 = load i32, ptr %10, align 4, !dbg !639
  %80 = icmp slt i32 %79, 1, !dbg !640
  br i1 %80, label %119, label %81, !dbg !641

81:                                               ; preds = %78
  %82 = load i32, ptr %11, align 4, !dbg !642
  %83 = icmp slt i32 %82, 0, !dbg !643
  br i1 %83, label %119, label %84, !dbg !644

84:                                               ; preds = %81
  %85 = load i32, ptr %9, align 4, !dbg !645
  %86 = icmp sgt i32 %85, 65536, !dbg !646
  br i1 %86, label %119, label %87, !dbg !647

87:                                               ; preds = %84
  %88 = load i32, ptr %10, align 4, !dbg !648
  %89 = icmp sgt i32 %88, 65536, !dbg !649
  br i1 %89, label %119, label %90, !dbg !650

90:                                               ; preds = %87
  %91 = load i32, ptr %9, align 4, !dbg !651
  %92 = sext i32 %91 to i64, !dbg !652
  %93 = load i32, ptr %10, align 4, !dbg !653
  %94 = sext i32 %93 to i64, !dbg !653
  %95 = mul nsw i64 %92, %94, !dbg !654
  %96 = icmp sgt i64 %95, 100000000, !dbg !655
  br i1 %96, label %119, label %97, !dbg !656

97:                                               ; preds = %90
  %98 = load i32, ptr %12, align 4, !dbg !657
  %99 = icmp slt i32 %98, 0, !dbg !658
  br i1 %99, label %119, label %100, !dbg !659

100:                                              ; preds = %97
  %101 = load i32, ptr %12, align 4, !dbg !660
  %102 = load i32, ptr %13, align 4, !dbg !661
  %103 = icmp sgt i32 %101, %102, !dbg !662
  br i1 %103, label %119, label %104, !dbg !663

104:                                              ; preds = %100
  %105 = load i32, ptr %13, align 4, !dbg !664
  %106 = load i32, ptr %9, align 4, !dbg !665
  %107 = icmp sge i32 %105, %106, !dbg !666
  br i1 %107, label %119, label %108, !dbg !667

108:                                              ; preds = %104
  %109 = load i32, ptr %14, align 4, !dbg !668
  %110 = icmp slt i32 %109, 0, !dbg !669
  br i1 %110, label %119, label %111, !dbg !670

111:                                              ; preds = %108
  %112 = load i32, ptr %14, align 4, !dbg !671
  %113 = load i32, ptr %15, align 4, !dbg !672
  %114 = icmp sgt i32 %112, %113, !dbg !673
  br i1 %114, label %119, label %115, !dbg !674

115:                                              ; preds = %111
  %116 = load i32, ptr %15, align 4, !dbg !675
  %117 = load i32, ptr %10, align 4, !dbg !676
  %118 = icmp sge i32 %116, %117, !dbg !677
  br i1 %118, label %119, label %125, !dbg !678

119:                                              ; preds = %115, %111, %108, %104, %100, %97, %90, %87, %84, %81, %78, %61
  %120 = load ptr, ptr %5, align 8, !dbg !679
  %121 = getelementptr inbounds ptr, ptr %120, i64 1, !dbg !679
  %122 = load ptr, ptr %121, align 8, !dbg !679
  %123 = load ptr, ptr %6, align 8, !dbg !680
  %124 = call i32 @fail(ptr noundef @.str.4, ptr noundef %122, ptr noundef %123), !dbg !681
  store i32 %124, ptr %3, align 4, !dbg !682
  br label %248, !dbg !682

125:                                              ; preds = %115
    #dbg_declare(ptr %16, !683, !DIExpression(), !684)
  %126 = load i32, ptr %9, align 4, !dbg !685
  %127 = sext i32 %126 to i64, !dbg !686
  %128 = load i32, ptr %10, align 4, !dbg !687
  %129 = sext i32 %128 to i64, !dbg !687
  %130 = mul i64 %127, %129, !dbg !688
  store i64 %130, ptr %16, align 8, !dbg !684
    #dbg_declare(ptr %17, !689, !DIExpression(), !690)
  %131 = load i64, ptr %16, align 8, !dbg !691
  %132 = mul i64 %131, 8, !dbg !692
  %133 = call noalias ptr @malloc(i64 noundef %132) #6, !dbg !693
  store ptr %133, ptr %17, align 8, !dbg !690
    #dbg_declare(ptr %18, !694, !DIExpression(), !695)
  %134 = load i64, ptr %16, align 8, !dbg !696
  %135 = mul i64 %134, 8, !dbg !697
  %136 = call noalias ptr @malloc(i64 noundef %135) #6, !dbg !698
  store ptr %136, ptr %18, align 8, !dbg !695
    #dbg_declare(ptr %19, !699, !DIExpression(), !700)
  %137 = load i64, ptr %16, align 8, !dbg !701
  %138 = mul i64 %137, 8, !dbg !702
  %139 = call noalias ptr @malloc(i64 noundef %138) #6, !dbg !703
  store ptr %139, ptr %19, align 8, !dbg !700
    #dbg_declare(ptr %20, !704, !DIExpression(), !705)
  %140 = load i64, ptr %16, align 8, !dbg !706
  %141 = mul i64 %140, 8, !dbg !707
  %142 = call noalias ptr @malloc(i64 noundef %141) #6, !dbg !708
  store ptr %142, ptr %20, align 8, !dbg !705
    #dbg_declare(ptr %21, !709, !DIExpression(), !710)
  %143 = load i64, ptr %16, align 8, !dbg !711
  %144 = mul i64 %143, 8, !dbg !712
  %145 = call noalias ptr @malloc(i64 noundef %144) #6, !dbg !713
  store ptr %145, ptr %21, align 8, !dbg !710
    #dbg_declare(ptr %22, !714, !DIExpression(), !715)
  %146 = load i64, ptr %16, align 8, !dbg !716
  %147 = mul i64 %146, 8, !dbg !717
  %148 = call noalias ptr @malloc(i64 noundef %147) #6, !dbg !718
  store ptr %148, ptr %22, align 8, !dbg !715
  %149 = load ptr, ptr %17, align 8, !dbg !719
  %150 = icmp ne ptr %149, null, !dbg !719
  br i1 %150, label %151, label %166, !dbg !721

151:                                              ; preds = %125
  %152 = load ptr, ptr %18, align 8, !dbg !722
  %153 = icmp ne ptr %152, null, !dbg !722
  br i1 %153, label %154, label %166, !dbg !723

154:                                              ; preds = %151
  %155 = load ptr, ptr %19, align 8, !dbg !724
  %156 = icmp ne ptr %155, null, !dbg !724
  br i1 %156, label %157, label %166, !dbg !725

157:                                              ; preds = %154
  %158 = load ptr, ptr %20, align 8, !dbg !726
  %159 = icmp ne ptr %158, null, !dbg !726
  br i1 %159, label %160, label %166, !dbg !727

160:                                              ; preds = %157
  %161 = load ptr, ptr %21, align 8, !dbg !728
  %162 = icmp ne ptr %161, null, !dbg !728
  br i1 %162, label %163, label %166, !dbg !729

163:                                              ; preds = %160
  %164 = load ptr, ptr %22, align 8, !dbg !730
  %165 = icmp ne ptr %164, null, !dbg !730
  br i1 %165, label %172, label %166, !dbg !731

166:                                              ; preds = %163, %160, %157, %154, %151, %125
  %167 = load ptr, ptr %5, align 8, !dbg !732
  %168 = getelementptr inbounds ptr, ptr %167, i64 1, !dbg !732
  %169 = load ptr, ptr %168, align 8, !dbg !732
  %170 = load ptr, ptr %6, align 8, !dbg !733
  %171 = call i32 @fail(ptr noundef @.str.5, ptr noundef %169, ptr noundef %170), !dbg !734
  store i32 %171, ptr %3, align 4, !dbg !735
  br label %248, !dbg !735

172:                                              ; preds = %163
  %173 = load ptr, ptr %6, align 8, !dbg !736
  %174 = load ptr, ptr %17, align 8, !dbg !738
  %175 = load i64, ptr %16, align 8, !dbg !739
  %176 = call i32 @read_exact(ptr noundef %173, ptr noundef %174, i64 noundef 8, i64 noundef %175), !dbg !740
  %177 = icmp ne i32 %176, 0, !dbg !740
  br i1 %177, label %178, label %182, !dbg !741

178:                                              ; preds = %172
  %179 = load ptr, ptr %6, align 8, !dbg !742
  %180 = call i32 @fgetc(ptr noundef %179), !dbg !743
  %181 = icmp ne i32 %180, -1, !dbg !744
  br i1 %181, label %182, label %188, !dbg !745

182:                                              ; preds = %178, %172
  %183 = load ptr, ptr %5, align 8, !dbg !746
  %184 = getelementptr inbounds ptr, ptr %183, i64 1, !dbg !746
  %185 = load ptr, ptr %184, align 8, !dbg !746
  %186 = load ptr, ptr %6, align 8, !dbg !747
  %187 = call i32 @fail(ptr noundef @.str.6, ptr noundef %185, ptr noundef %186), !dbg !748
  store i32 %187, ptr %3, align 4, !dbg !749
  br label %248, !dbg !749

188:                                              ; preds = %178
  %189 = load ptr, ptr %6, align 8, !dbg !750
  %190 = call i32 @fclose(ptr noundef %189), !dbg !751
    #dbg_declare(ptr %23, !752, !DIExpression(), !754)
  store i64 0, ptr %23, align 8, !dbg !754
  br label %191, !dbg !755

191:                                              ; preds = %207, %188
  %192 = load i64, ptr %23, align 8, !dbg !756
  %193 = load i64, ptr %16, align 8, !dbg !758
  %194 = icmp ult i64 %192, %193, !dbg !759
  br i1 %194, label %195, label %210, !dbg !760

195:                                              ; preds = %191
  %196 = load ptr, ptr %17, align 8, !dbg !761
  %197 = load i64, ptr %23, align 8, !dbg !763
  %198 = getelementptr inbounds double, ptr %196, i64 %197, !dbg !761
  %199 = load double, ptr %198, align 8, !dbg !761
  %200 = fcmp ogt double %199, 0.000000e+00, !dbg !764
  br i1 %200, label %206, label %201, !dbg !765

201:                                              ; preds = %195
  %202 = load ptr, ptr %5, align 8, !dbg !766
  %203 = getelementptr inbounds ptr, ptr %202, i64 1, !dbg !766
  %204 = load ptr, ptr %203, align 8, !dbg !766
  %205 = call i32 @fail(ptr noundef @.str.7, ptr noundef %204, ptr noundef null), !dbg !767
  store i32 %205, ptr %3, align 4, !dbg !768
  br label %248, !dbg !768

206:                                              ; preds = %195
  br label %207, !dbg !769

207:                                              ; preds = %206
  %208 = load i64, ptr %23, align 8, !dbg !770
  %209 = add i64 %208, 1, !dbg !770
  store i64 %209, ptr %23, align 8, !dbg !770
  br label %191, !dbg !771, !llvm.loop !772

210:                                              ; preds = %191
  %211 = load i32, ptr %9, align 4, !dbg !774
  %212 = load i32, ptr %10, align 4, !dbg !775
  %213 = load i32, ptr %11, align 4, !dbg !776
  %214 = load i32, ptr %12, align 4, !dbg !777
  %215 = load i32, ptr %13, align 4, !dbg !778
  %216 = load i32, ptr %14, align 4, !dbg !779
  %217 = load i32, ptr %15, align 4, !dbg !780
  %218 = load double, ptr %8, align 8, !dbg !781
  %219 = load ptr, ptr %17, align 8, !dbg !782
  %220 = load ptr, ptr %18, align 8, !dbg !783
  %221 = load ptr, ptr %19, align 8, !dbg !784
  %222 = load ptr, ptr %20, align 8, !dbg !785
  %223 = load ptr, ptr %21, align 8, !dbg !786
  %224 = load ptr, ptr %22, align 8, !dbg !787
  call void @srad(i32 noundef %211, i32 noundef %212, i32 noundef %213, i32 noundef %214, i32 noundef %215, i32 noundef %216, i32 noundef %217, double noundef %218, ptr noundef %219, ptr noundef %220, ptr noundef %221, ptr noundef %222, ptr noundef %223, ptr noundef %224), !dbg !788
    #dbg_declare(ptr %24, !789, !DIExpression(), !790)
  store double 0.000000e+00, ptr %24, align 8, !dbg !790
    #dbg_declare(ptr %25, !791, !DIExpression(), !793)
  store i64 0, ptr %25, align 8, !dbg !793
  br label %225, !dbg !794

225:                                              ; preds = %236, %210
  %226 = load i64, ptr %25, align 8, !dbg !795
  %227 = load i64, ptr %16, align 8, !dbg !797
  %228 = icmp ult i64 %226, %227, !dbg !798
  br i1 %228, label %229, label %239, !dbg !799

229:                                              ; preds = %225
  %230 = load ptr, ptr %17, align 8, !dbg !800
  %231 = load i64, ptr %25, align 8, !dbg !801
  %232 = getelementptr inbounds double, ptr %230, i64 %231, !dbg !800
  %233 = load double, ptr %232, align 8, !dbg !800
  %234 = load double, ptr %24, align 8, !dbg !802
  %235 = fadd double %234, %233, !dbg !802
  store double %235, ptr %24, align 8, !dbg !802
  br label %236, !dbg !803

236:                                              ; preds = %229
  %237 = load i64, ptr %25, align 8, !dbg !804
  %238 = add i64 %237, 1, !dbg !804
  store i64 %238, ptr %25, align 8, !dbg !804
  br label %225, !dbg !805, !llvm.loop !806

239:                                              ; preds = %225
  %240 = load double, ptr %24, align 8, !dbg !808
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %240), !dbg !809
  %242 = load ptr, ptr %17, align 8, !dbg !810
  call void @free(ptr noundef %242) #5, !dbg !811
  %243 = load ptr, ptr %18, align 8, !dbg !812
  call void @free(ptr noundef %243) #5, !dbg !813
  %244 = load ptr, ptr %19, align 8, !dbg !814
  call void @free(ptr noundef %244) #5, !dbg !815
  %245 = load ptr, ptr %20, align 8, !dbg !816
  call void @free(ptr noundef %245) #5, !dbg !817
  %246 = load ptr, ptr %21, align 8, !dbg !818
  call void @free(ptr noundef %246) #5, !dbg !819
  %247 = load ptr, ptr %22, align 8, !dbg !820
  call void @free(ptr noundef %247) #5, !dbg !821
  store i32 0, ptr %3, align 4, !dbg !822
  br label %248, !dbg !822

248:                                              ; preds = %239, %201, %182, %166, %119, %55, %41, %28
  %249 = load i32, ptr %3, align 4, !dbg !823
  ret i32 %249, !dbg !823
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

declare noalias ptr @fopen(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @fail(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !824 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !829, !DIExpression(), !830)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !831, !DIExpression(), !832)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !833, !DIExpression(), !834)
  %7 = load ptr, ptr @stderr, align 8, !dbg !835
  %8 = load ptr, ptr %4, align 8, !dbg !836
  %9 = load ptr, ptr %5, align 8, !dbg !837
  %10 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %7, ptr noundef @.str.9, ptr noundef %8, ptr noundef %9) #5, !dbg !838
  %11 = load ptr, ptr %6, align 8, !dbg !839
  %12 = icmp ne ptr %11, null, !dbg !839
  br i1 %12, label %13, label %16, !dbg !841

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 8, !dbg !842
  %15 = call i32 @fclose(ptr noundef %14), !dbg !843
  br label %16, !dbg !843

16:                                               ; preds = %13, %3
  ret i32 1, !dbg !844
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @read_exact(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !845 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !848, !DIExpression(), !849)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !850, !DIExpression(), !851)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !852, !DIExpression(), !853)
  store i64 %3, ptr %8, align 8
    #dbg_declare(ptr %8, !854, !DIExpression(), !855)
  %9 = load ptr, ptr %6, align 8, !dbg !856
  %10 = load i64, ptr %7, align 8, !dbg !857
  %11 = load i64, ptr %8, align 8, !dbg !858
  %12 = load ptr, ptr %5, align 8, !dbg !859
  %13 = call i64 @fread(ptr noundef %9, i64 noundef %10, i64 noundef %11, ptr noundef %12), !dbg !860
  %14 = load i64, ptr %8, align 8, !dbg !861
  %15 = icmp eq i64 %13, %14, !dbg !862
  %16 = zext i1 %15 to i32, !dbg !862
  ret i32 %16, !dbg !863
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

declare i32 @fgetc(ptr noundef) #3

declare i32 @fclose(ptr noundef) #3

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "srad.c", directory: "/work/main/workloads/srad", checksumkind: CSK_MD5, checksum: "cf0dcdc1de8148451d622533cbaa64be")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 23)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 20)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 119, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 34)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !29, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 16)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 15)
!49 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !50, globals: !56, splitDebugInlining: false, nameTableKind: None)
!50 = !{!51, !52, !53}
!51 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!52 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !54, line: 18, baseType: !55)
!54 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!55 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!56 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !44}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"frame-pointer", i32 2}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "srad", scope: !2, file: !2, line: 18, type: !66, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !49, retainedNodes: !70)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68, !68, !68, !68, !68, !68, !68, !51, !69, !69, !69, !69, !69, !69}
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!70 = !{}
!71 = !DILocalVariable(name: "rows", arg: 1, scope: !65, file: !2, line: 18, type: !68)
!72 = !DILocation(line: 18, column: 15, scope: !65)
!73 = !DILocalVariable(name: "cols", arg: 2, scope: !65, file: !2, line: 18, type: !68)
!74 = !DILocation(line: 18, column: 25, scope: !65)
!75 = !DILocalVariable(name: "niter", arg: 3, scope: !65, file: !2, line: 18, type: !68)
!76 = !DILocation(line: 18, column: 35, scope: !65)
!77 = !DILocalVariable(name: "r1", arg: 4, scope: !65, file: !2, line: 18, type: !68)
!78 = !DILocation(line: 18, column: 46, scope: !65)
!79 = !DILocalVariable(name: "r2", arg: 5, scope: !65, file: !2, line: 18, type: !68)
!80 = !DILocation(line: 18, column: 54, scope: !65)
!81 = !DILocalVariable(name: "c1", arg: 6, scope: !65, file: !2, line: 18, type: !68)
!82 = !DILocation(line: 18, column: 62, scope: !65)
!83 = !DILocalVariable(name: "c2", arg: 7, scope: !65, file: !2, line: 18, type: !68)
!84 = !DILocation(line: 18, column: 70, scope: !65)
!85 = !DILocalVariable(name: "lambda", arg: 8, scope: !65, file: !2, line: 18, type: !51)
!86 = !DILocation(line: 18, column: 81, scope: !65)
!87 = !DILocalVariable(name: "J", arg: 9, scope: !65, file: !2, line: 19, type: !69)
!88 = !DILocation(line: 19, column: 19, scope: !65)
!89 = !DILocalVariable(name: "c", arg: 10, scope: !65, file: !2, line: 19, type: !69)
!90 = !DILocation(line: 19, column: 30, scope: !65)
!91 = !DILocalVariable(name: "dN", arg: 11, scope: !65, file: !2, line: 19, type: !69)
!92 = !DILocation(line: 19, column: 41, scope: !65)
!93 = !DILocalVariable(name: "dS", arg: 12, scope: !65, file: !2, line: 19, type: !69)
!94 = !DILocation(line: 19, column: 53, scope: !65)
!95 = !DILocalVariable(name: "dW", arg: 13, scope: !65, file: !2, line: 19, type: !69)
!96 = !DILocation(line: 19, column: 65, scope: !65)
!97 = !DILocalVariable(name: "dE", arg: 14, scope: !65, file: !2, line: 19, type: !69)
!98 = !DILocation(line: 19, column: 77, scope: !65)
!99 = !DILocalVariable(name: "size_roi", scope: !65, file: !2, line: 21, type: !51)
!100 = !DILocation(line: 21, column: 12, scope: !65)
!101 = !DILocation(line: 21, column: 32, scope: !65)
!102 = !DILocation(line: 21, column: 37, scope: !65)
!103 = !DILocation(line: 21, column: 35, scope: !65)
!104 = !DILocation(line: 21, column: 40, scope: !65)
!105 = !DILocation(line: 21, column: 23, scope: !65)
!106 = !DILocation(line: 21, column: 48, scope: !65)
!107 = !DILocation(line: 21, column: 53, scope: !65)
!108 = !DILocation(line: 21, column: 51, scope: !65)
!109 = !DILocation(line: 21, column: 56, scope: !65)
!110 = !DILocation(line: 21, column: 47, scope: !65)
!111 = !DILocation(line: 21, column: 45, scope: !65)
!112 = !DILocalVariable(name: "iter", scope: !113, file: !2, line: 22, type: !68)
!113 = distinct !DILexicalBlock(scope: !65, file: !2, line: 22, column: 5)
!114 = !DILocation(line: 22, column: 14, scope: !113)
!115 = !DILocation(line: 22, column: 10, scope: !113)
!116 = !DILocation(line: 22, column: 24, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !2, line: 22, column: 5)
!118 = !DILocation(line: 22, column: 31, scope: !117)
!119 = !DILocation(line: 22, column: 29, scope: !117)
!120 = !DILocation(line: 22, column: 5, scope: !113)
!121 = !DILocalVariable(name: "sum", scope: !122, file: !2, line: 23, type: !51)
!122 = distinct !DILexicalBlock(scope: !117, file: !2, line: 22, column: 46)
!123 = !DILocation(line: 23, column: 16, scope: !122)
!124 = !DILocalVariable(name: "sum2", scope: !122, file: !2, line: 23, type: !51)
!125 = !DILocation(line: 23, column: 27, scope: !122)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 24, type: !68)
!127 = distinct !DILexicalBlock(scope: !122, file: !2, line: 24, column: 9)
!128 = !DILocation(line: 24, column: 18, scope: !127)
!129 = !DILocation(line: 24, column: 22, scope: !127)
!130 = !DILocation(line: 24, column: 14, scope: !127)
!131 = !DILocation(line: 24, column: 26, scope: !132)
!132 = distinct !DILexicalBlock(scope: !127, file: !2, line: 24, column: 9)
!133 = !DILocation(line: 24, column: 31, scope: !132)
!134 = !DILocation(line: 24, column: 28, scope: !132)
!135 = !DILocation(line: 24, column: 9, scope: !127)
!136 = !DILocalVariable(name: "j", scope: !137, file: !2, line: 25, type: !68)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 25, column: 13)
!138 = distinct !DILexicalBlock(scope: !132, file: !2, line: 24, column: 40)
!139 = !DILocation(line: 25, column: 22, scope: !137)
!140 = !DILocation(line: 25, column: 26, scope: !137)
!141 = !DILocation(line: 25, column: 18, scope: !137)
!142 = !DILocation(line: 25, column: 30, scope: !143)
!143 = distinct !DILexicalBlock(scope: !137, file: !2, line: 25, column: 13)
!144 = !DILocation(line: 25, column: 35, scope: !143)
!145 = !DILocation(line: 25, column: 32, scope: !143)
!146 = !DILocation(line: 25, column: 13, scope: !137)
!147 = !DILocalVariable(name: "tmp", scope: !148, file: !2, line: 26, type: !51)
!148 = distinct !DILexicalBlock(scope: !143, file: !2, line: 25, column: 44)
!149 = !DILocation(line: 26, column: 24, scope: !148)
!150 = !DILocation(line: 26, column: 30, scope: !148)
!151 = !DILocation(line: 26, column: 32, scope: !148)
!152 = !DILocation(line: 26, column: 36, scope: !148)
!153 = !DILocation(line: 26, column: 34, scope: !148)
!154 = !DILocation(line: 26, column: 43, scope: !148)
!155 = !DILocation(line: 26, column: 41, scope: !148)
!156 = !DILocation(line: 27, column: 24, scope: !148)
!157 = !DILocation(line: 27, column: 21, scope: !148)
!158 = !DILocation(line: 28, column: 25, scope: !148)
!159 = !DILocation(line: 28, column: 31, scope: !148)
!160 = !DILocation(line: 28, column: 22, scope: !148)
!161 = !DILocation(line: 29, column: 13, scope: !148)
!162 = !DILocation(line: 25, column: 40, scope: !143)
!163 = !DILocation(line: 25, column: 13, scope: !143)
!164 = distinct !{!164, !146, !165, !166}
!165 = !DILocation(line: 29, column: 13, scope: !137)
!166 = !{!"llvm.loop.mustprogress"}
!167 = !DILocation(line: 30, column: 9, scope: !138)
!168 = !DILocation(line: 24, column: 36, scope: !132)
!169 = !DILocation(line: 24, column: 9, scope: !132)
!170 = distinct !{!170, !135, !171, !166}
!171 = !DILocation(line: 30, column: 9, scope: !127)
!172 = !DILocalVariable(name: "mean_roi", scope: !122, file: !2, line: 31, type: !51)
!173 = !DILocation(line: 31, column: 16, scope: !122)
!174 = !DILocation(line: 31, column: 27, scope: !122)
!175 = !DILocation(line: 31, column: 33, scope: !122)
!176 = !DILocation(line: 31, column: 31, scope: !122)
!177 = !DILocalVariable(name: "var_roi", scope: !122, file: !2, line: 32, type: !51)
!178 = !DILocation(line: 32, column: 16, scope: !122)
!179 = !DILocation(line: 32, column: 26, scope: !122)
!180 = !DILocation(line: 32, column: 33, scope: !122)
!181 = !DILocation(line: 32, column: 31, scope: !122)
!182 = !DILocation(line: 32, column: 44, scope: !122)
!183 = !DILocation(line: 32, column: 55, scope: !122)
!184 = !DILocation(line: 32, column: 42, scope: !122)
!185 = !DILocalVariable(name: "q0sqr", scope: !122, file: !2, line: 33, type: !51)
!186 = !DILocation(line: 33, column: 16, scope: !122)
!187 = !DILocation(line: 33, column: 24, scope: !122)
!188 = !DILocation(line: 33, column: 35, scope: !122)
!189 = !DILocation(line: 33, column: 46, scope: !122)
!190 = !DILocation(line: 33, column: 44, scope: !122)
!191 = !DILocation(line: 33, column: 32, scope: !122)
!192 = !DILocalVariable(name: "i", scope: !193, file: !2, line: 35, type: !68)
!193 = distinct !DILexicalBlock(scope: !122, file: !2, line: 35, column: 9)
!194 = !DILocation(line: 35, column: 18, scope: !193)
!195 = !DILocation(line: 35, column: 14, scope: !193)
!196 = !DILocation(line: 35, column: 25, scope: !197)
!197 = distinct !DILexicalBlock(scope: !193, file: !2, line: 35, column: 9)
!198 = !DILocation(line: 35, column: 29, scope: !197)
!199 = !DILocation(line: 35, column: 27, scope: !197)
!200 = !DILocation(line: 35, column: 9, scope: !193)
!201 = !DILocalVariable(name: "in", scope: !202, file: !2, line: 36, type: !68)
!202 = distinct !DILexicalBlock(scope: !197, file: !2, line: 35, column: 40)
!203 = !DILocation(line: 36, column: 17, scope: !202)
!204 = !DILocation(line: 36, column: 22, scope: !202)
!205 = !DILocation(line: 36, column: 24, scope: !202)
!206 = !DILocation(line: 36, column: 30, scope: !202)
!207 = !DILocation(line: 36, column: 32, scope: !202)
!208 = !DILocalVariable(name: "is", scope: !202, file: !2, line: 37, type: !68)
!209 = !DILocation(line: 37, column: 17, scope: !202)
!210 = !DILocation(line: 37, column: 22, scope: !202)
!211 = !DILocation(line: 37, column: 26, scope: !202)
!212 = !DILocation(line: 37, column: 31, scope: !202)
!213 = !DILocation(line: 37, column: 24, scope: !202)
!214 = !DILocation(line: 37, column: 37, scope: !202)
!215 = !DILocation(line: 37, column: 39, scope: !202)
!216 = !DILocation(line: 37, column: 45, scope: !202)
!217 = !DILocation(line: 37, column: 50, scope: !202)
!218 = !DILocalVariable(name: "j", scope: !219, file: !2, line: 38, type: !68)
!219 = distinct !DILexicalBlock(scope: !202, file: !2, line: 38, column: 13)
!220 = !DILocation(line: 38, column: 22, scope: !219)
!221 = !DILocation(line: 38, column: 18, scope: !219)
!222 = !DILocation(line: 38, column: 29, scope: !223)
!223 = distinct !DILexicalBlock(scope: !219, file: !2, line: 38, column: 13)
!224 = !DILocation(line: 38, column: 33, scope: !223)
!225 = !DILocation(line: 38, column: 31, scope: !223)
!226 = !DILocation(line: 38, column: 13, scope: !219)
!227 = !DILocalVariable(name: "jw", scope: !228, file: !2, line: 39, type: !68)
!228 = distinct !DILexicalBlock(scope: !223, file: !2, line: 38, column: 44)
!229 = !DILocation(line: 39, column: 21, scope: !228)
!230 = !DILocation(line: 39, column: 26, scope: !228)
!231 = !DILocation(line: 39, column: 28, scope: !228)
!232 = !DILocation(line: 39, column: 34, scope: !228)
!233 = !DILocation(line: 39, column: 36, scope: !228)
!234 = !DILocalVariable(name: "je", scope: !228, file: !2, line: 40, type: !68)
!235 = !DILocation(line: 40, column: 21, scope: !228)
!236 = !DILocation(line: 40, column: 26, scope: !228)
!237 = !DILocation(line: 40, column: 30, scope: !228)
!238 = !DILocation(line: 40, column: 35, scope: !228)
!239 = !DILocation(line: 40, column: 28, scope: !228)
!240 = !DILocation(line: 40, column: 41, scope: !228)
!241 = !DILocation(line: 40, column: 43, scope: !228)
!242 = !DILocation(line: 40, column: 49, scope: !228)
!243 = !DILocation(line: 40, column: 54, scope: !228)
!244 = !DILocalVariable(name: "k", scope: !228, file: !2, line: 41, type: !68)
!245 = !DILocation(line: 41, column: 21, scope: !228)
!246 = !DILocation(line: 41, column: 25, scope: !228)
!247 = !DILocation(line: 41, column: 29, scope: !228)
!248 = !DILocation(line: 41, column: 27, scope: !228)
!249 = !DILocation(line: 41, column: 36, scope: !228)
!250 = !DILocation(line: 41, column: 34, scope: !228)
!251 = !DILocalVariable(name: "jc", scope: !228, file: !2, line: 42, type: !51)
!252 = !DILocation(line: 42, column: 24, scope: !228)
!253 = !DILocation(line: 42, column: 29, scope: !228)
!254 = !DILocation(line: 42, column: 31, scope: !228)
!255 = !DILocation(line: 43, column: 25, scope: !228)
!256 = !DILocation(line: 43, column: 27, scope: !228)
!257 = !DILocation(line: 43, column: 32, scope: !228)
!258 = !DILocation(line: 43, column: 30, scope: !228)
!259 = !DILocation(line: 43, column: 39, scope: !228)
!260 = !DILocation(line: 43, column: 37, scope: !228)
!261 = !DILocation(line: 43, column: 44, scope: !228)
!262 = !DILocation(line: 43, column: 42, scope: !228)
!263 = !DILocation(line: 43, column: 17, scope: !228)
!264 = !DILocation(line: 43, column: 20, scope: !228)
!265 = !DILocation(line: 43, column: 23, scope: !228)
!266 = !DILocation(line: 44, column: 25, scope: !228)
!267 = !DILocation(line: 44, column: 27, scope: !228)
!268 = !DILocation(line: 44, column: 32, scope: !228)
!269 = !DILocation(line: 44, column: 30, scope: !228)
!270 = !DILocation(line: 44, column: 39, scope: !228)
!271 = !DILocation(line: 44, column: 37, scope: !228)
!272 = !DILocation(line: 44, column: 44, scope: !228)
!273 = !DILocation(line: 44, column: 42, scope: !228)
!274 = !DILocation(line: 44, column: 17, scope: !228)
!275 = !DILocation(line: 44, column: 20, scope: !228)
!276 = !DILocation(line: 44, column: 23, scope: !228)
!277 = !DILocation(line: 45, column: 25, scope: !228)
!278 = !DILocation(line: 45, column: 27, scope: !228)
!279 = !DILocation(line: 45, column: 31, scope: !228)
!280 = !DILocation(line: 45, column: 29, scope: !228)
!281 = !DILocation(line: 45, column: 38, scope: !228)
!282 = !DILocation(line: 45, column: 36, scope: !228)
!283 = !DILocation(line: 45, column: 44, scope: !228)
!284 = !DILocation(line: 45, column: 42, scope: !228)
!285 = !DILocation(line: 45, column: 17, scope: !228)
!286 = !DILocation(line: 45, column: 20, scope: !228)
!287 = !DILocation(line: 45, column: 23, scope: !228)
!288 = !DILocation(line: 46, column: 25, scope: !228)
!289 = !DILocation(line: 46, column: 27, scope: !228)
!290 = !DILocation(line: 46, column: 31, scope: !228)
!291 = !DILocation(line: 46, column: 29, scope: !228)
!292 = !DILocation(line: 46, column: 38, scope: !228)
!293 = !DILocation(line: 46, column: 36, scope: !228)
!294 = !DILocation(line: 46, column: 44, scope: !228)
!295 = !DILocation(line: 46, column: 42, scope: !228)
!296 = !DILocation(line: 46, column: 17, scope: !228)
!297 = !DILocation(line: 46, column: 20, scope: !228)
!298 = !DILocation(line: 46, column: 23, scope: !228)
!299 = !DILocalVariable(name: "g2", scope: !228, file: !2, line: 47, type: !51)
!300 = !DILocation(line: 47, column: 24, scope: !228)
!301 = !DILocation(line: 47, column: 30, scope: !228)
!302 = !DILocation(line: 47, column: 33, scope: !228)
!303 = !DILocation(line: 47, column: 38, scope: !228)
!304 = !DILocation(line: 47, column: 41, scope: !228)
!305 = !DILocation(line: 47, column: 46, scope: !228)
!306 = !DILocation(line: 47, column: 49, scope: !228)
!307 = !DILocation(line: 47, column: 54, scope: !228)
!308 = !DILocation(line: 47, column: 57, scope: !228)
!309 = !DILocation(line: 47, column: 52, scope: !228)
!310 = !DILocation(line: 47, column: 44, scope: !228)
!311 = !DILocation(line: 47, column: 62, scope: !228)
!312 = !DILocation(line: 47, column: 65, scope: !228)
!313 = !DILocation(line: 47, column: 70, scope: !228)
!314 = !DILocation(line: 47, column: 73, scope: !228)
!315 = !DILocation(line: 47, column: 60, scope: !228)
!316 = !DILocation(line: 47, column: 78, scope: !228)
!317 = !DILocation(line: 47, column: 81, scope: !228)
!318 = !DILocation(line: 47, column: 86, scope: !228)
!319 = !DILocation(line: 47, column: 89, scope: !228)
!320 = !DILocation(line: 47, column: 76, scope: !228)
!321 = !DILocation(line: 48, column: 30, scope: !228)
!322 = !DILocation(line: 48, column: 35, scope: !228)
!323 = !DILocation(line: 48, column: 33, scope: !228)
!324 = !DILocation(line: 47, column: 93, scope: !228)
!325 = !DILocalVariable(name: "l", scope: !228, file: !2, line: 49, type: !51)
!326 = !DILocation(line: 49, column: 24, scope: !228)
!327 = !DILocation(line: 49, column: 29, scope: !228)
!328 = !DILocation(line: 49, column: 32, scope: !228)
!329 = !DILocation(line: 49, column: 37, scope: !228)
!330 = !DILocation(line: 49, column: 40, scope: !228)
!331 = !DILocation(line: 49, column: 35, scope: !228)
!332 = !DILocation(line: 49, column: 45, scope: !228)
!333 = !DILocation(line: 49, column: 48, scope: !228)
!334 = !DILocation(line: 49, column: 43, scope: !228)
!335 = !DILocation(line: 49, column: 53, scope: !228)
!336 = !DILocation(line: 49, column: 56, scope: !228)
!337 = !DILocation(line: 49, column: 51, scope: !228)
!338 = !DILocation(line: 49, column: 62, scope: !228)
!339 = !DILocation(line: 49, column: 60, scope: !228)
!340 = !DILocalVariable(name: "num", scope: !228, file: !2, line: 50, type: !51)
!341 = !DILocation(line: 50, column: 24, scope: !228)
!342 = !DILocation(line: 50, column: 36, scope: !228)
!343 = !DILocation(line: 50, column: 57, scope: !228)
!344 = !DILocation(line: 50, column: 61, scope: !228)
!345 = !DILocation(line: 50, column: 59, scope: !228)
!346 = !DILocation(line: 50, column: 54, scope: !228)
!347 = !DILocation(line: 50, column: 39, scope: !228)
!348 = !DILocalVariable(name: "den", scope: !228, file: !2, line: 51, type: !51)
!349 = !DILocation(line: 51, column: 24, scope: !228)
!350 = !DILocation(line: 51, column: 43, scope: !228)
!351 = !DILocation(line: 51, column: 34, scope: !228)
!352 = !DILocalVariable(name: "qsqr", scope: !228, file: !2, line: 52, type: !51)
!353 = !DILocation(line: 52, column: 24, scope: !228)
!354 = !DILocation(line: 52, column: 31, scope: !228)
!355 = !DILocation(line: 52, column: 38, scope: !228)
!356 = !DILocation(line: 52, column: 44, scope: !228)
!357 = !DILocation(line: 52, column: 42, scope: !228)
!358 = !DILocation(line: 52, column: 35, scope: !228)
!359 = !DILocation(line: 53, column: 24, scope: !228)
!360 = !DILocation(line: 53, column: 31, scope: !228)
!361 = !DILocation(line: 53, column: 29, scope: !228)
!362 = !DILocation(line: 53, column: 41, scope: !228)
!363 = !DILocation(line: 53, column: 56, scope: !228)
!364 = !DILocation(line: 53, column: 54, scope: !228)
!365 = !DILocation(line: 53, column: 47, scope: !228)
!366 = !DILocation(line: 53, column: 38, scope: !228)
!367 = !DILocation(line: 53, column: 21, scope: !228)
!368 = !DILocalVariable(name: "ck", scope: !228, file: !2, line: 54, type: !51)
!369 = !DILocation(line: 54, column: 24, scope: !228)
!370 = !DILocation(line: 54, column: 42, scope: !228)
!371 = !DILocation(line: 54, column: 40, scope: !228)
!372 = !DILocation(line: 54, column: 33, scope: !228)
!373 = !DILocation(line: 55, column: 21, scope: !374)
!374 = distinct !DILexicalBlock(scope: !228, file: !2, line: 55, column: 21)
!375 = !DILocation(line: 55, column: 24, scope: !374)
!376 = !DILocation(line: 55, column: 21, scope: !228)
!377 = !DILocation(line: 56, column: 24, scope: !374)
!378 = !DILocation(line: 56, column: 21, scope: !374)
!379 = !DILocation(line: 57, column: 26, scope: !380)
!380 = distinct !DILexicalBlock(scope: !374, file: !2, line: 57, column: 26)
!381 = !DILocation(line: 57, column: 29, scope: !380)
!382 = !DILocation(line: 57, column: 26, scope: !374)
!383 = !DILocation(line: 58, column: 24, scope: !380)
!384 = !DILocation(line: 58, column: 21, scope: !380)
!385 = !DILocation(line: 59, column: 24, scope: !228)
!386 = !DILocation(line: 59, column: 17, scope: !228)
!387 = !DILocation(line: 59, column: 19, scope: !228)
!388 = !DILocation(line: 59, column: 22, scope: !228)
!389 = !DILocation(line: 60, column: 13, scope: !228)
!390 = !DILocation(line: 38, column: 40, scope: !223)
!391 = !DILocation(line: 38, column: 13, scope: !223)
!392 = distinct !{!392, !226, !393, !166}
!393 = !DILocation(line: 60, column: 13, scope: !219)
!394 = !DILocation(line: 61, column: 9, scope: !202)
!395 = !DILocation(line: 35, column: 36, scope: !197)
!396 = !DILocation(line: 35, column: 9, scope: !197)
!397 = distinct !{!397, !200, !398, !166}
!398 = !DILocation(line: 61, column: 9, scope: !193)
!399 = !DILocalVariable(name: "i", scope: !400, file: !2, line: 63, type: !68)
!400 = distinct !DILexicalBlock(scope: !122, file: !2, line: 63, column: 9)
!401 = !DILocation(line: 63, column: 18, scope: !400)
!402 = !DILocation(line: 63, column: 14, scope: !400)
!403 = !DILocation(line: 63, column: 25, scope: !404)
!404 = distinct !DILexicalBlock(scope: !400, file: !2, line: 63, column: 9)
!405 = !DILocation(line: 63, column: 29, scope: !404)
!406 = !DILocation(line: 63, column: 27, scope: !404)
!407 = !DILocation(line: 63, column: 9, scope: !400)
!408 = !DILocalVariable(name: "is", scope: !409, file: !2, line: 64, type: !68)
!409 = distinct !DILexicalBlock(scope: !404, file: !2, line: 63, column: 40)
!410 = !DILocation(line: 64, column: 17, scope: !409)
!411 = !DILocation(line: 64, column: 22, scope: !409)
!412 = !DILocation(line: 64, column: 26, scope: !409)
!413 = !DILocation(line: 64, column: 31, scope: !409)
!414 = !DILocation(line: 64, column: 24, scope: !409)
!415 = !DILocation(line: 64, column: 37, scope: !409)
!416 = !DILocation(line: 64, column: 39, scope: !409)
!417 = !DILocation(line: 64, column: 45, scope: !409)
!418 = !DILocation(line: 64, column: 50, scope: !409)
!419 = !DILocalVariable(name: "j", scope: !420, file: !2, line: 65, type: !68)
!420 = distinct !DILexicalBlock(scope: !409, file: !2, line: 65, column: 13)
!421 = !DILocation(line: 65, column: 22, scope: !420)
!422 = !DILocation(line: 65, column: 18, scope: !420)
!423 = !DILocation(line: 65, column: 29, scope: !424)
!424 = distinct !DILexicalBlock(scope: !420, file: !2, line: 65, column: 13)
!425 = !DILocation(line: 65, column: 33, scope: !424)
!426 = !DILocation(line: 65, column: 31, scope: !424)
!427 = !DILocation(line: 65, column: 13, scope: !420)
!428 = !DILocalVariable(name: "je", scope: !429, file: !2, line: 66, type: !68)
!429 = distinct !DILexicalBlock(scope: !424, file: !2, line: 65, column: 44)
!430 = !DILocation(line: 66, column: 21, scope: !429)
!431 = !DILocation(line: 66, column: 26, scope: !429)
!432 = !DILocation(line: 66, column: 30, scope: !429)
!433 = !DILocation(line: 66, column: 35, scope: !429)
!434 = !DILocation(line: 66, column: 28, scope: !429)
!435 = !DILocation(line: 66, column: 41, scope: !429)
!436 = !DILocation(line: 66, column: 43, scope: !429)
!437 = !DILocation(line: 66, column: 49, scope: !429)
!438 = !DILocation(line: 66, column: 54, scope: !429)
!439 = !DILocalVariable(name: "k", scope: !429, file: !2, line: 67, type: !68)
!440 = !DILocation(line: 67, column: 21, scope: !429)
!441 = !DILocation(line: 67, column: 25, scope: !429)
!442 = !DILocation(line: 67, column: 29, scope: !429)
!443 = !DILocation(line: 67, column: 27, scope: !429)
!444 = !DILocation(line: 67, column: 36, scope: !429)
!445 = !DILocation(line: 67, column: 34, scope: !429)
!446 = !DILocalVariable(name: "cn", scope: !429, file: !2, line: 68, type: !51)
!447 = !DILocation(line: 68, column: 24, scope: !429)
!448 = !DILocation(line: 68, column: 29, scope: !429)
!449 = !DILocation(line: 68, column: 31, scope: !429)
!450 = !DILocalVariable(name: "cs", scope: !429, file: !2, line: 69, type: !51)
!451 = !DILocation(line: 69, column: 24, scope: !429)
!452 = !DILocation(line: 69, column: 29, scope: !429)
!453 = !DILocation(line: 69, column: 31, scope: !429)
!454 = !DILocation(line: 69, column: 36, scope: !429)
!455 = !DILocation(line: 69, column: 34, scope: !429)
!456 = !DILocation(line: 69, column: 43, scope: !429)
!457 = !DILocation(line: 69, column: 41, scope: !429)
!458 = !DILocalVariable(name: "cw", scope: !429, file: !2, line: 70, type: !51)
!459 = !DILocation(line: 70, column: 24, scope: !429)
!460 = !DILocation(line: 70, column: 29, scope: !429)
!461 = !DILocation(line: 70, column: 31, scope: !429)
!462 = !DILocalVariable(name: "ce", scope: !429, file: !2, line: 71, type: !51)
!463 = !DILocation(line: 71, column: 24, scope: !429)
!464 = !DILocation(line: 71, column: 29, scope: !429)
!465 = !DILocation(line: 71, column: 31, scope: !429)
!466 = !DILocation(line: 71, column: 35, scope: !429)
!467 = !DILocation(line: 71, column: 33, scope: !429)
!468 = !DILocation(line: 71, column: 42, scope: !429)
!469 = !DILocation(line: 71, column: 40, scope: !429)
!470 = !DILocalVariable(name: "d", scope: !429, file: !2, line: 72, type: !51)
!471 = !DILocation(line: 72, column: 24, scope: !429)
!472 = !DILocation(line: 72, column: 28, scope: !429)
!473 = !DILocation(line: 72, column: 33, scope: !429)
!474 = !DILocation(line: 72, column: 36, scope: !429)
!475 = !DILocation(line: 72, column: 41, scope: !429)
!476 = !DILocation(line: 72, column: 46, scope: !429)
!477 = !DILocation(line: 72, column: 49, scope: !429)
!478 = !DILocation(line: 72, column: 44, scope: !429)
!479 = !DILocation(line: 72, column: 39, scope: !429)
!480 = !DILocation(line: 72, column: 54, scope: !429)
!481 = !DILocation(line: 72, column: 59, scope: !429)
!482 = !DILocation(line: 72, column: 62, scope: !429)
!483 = !DILocation(line: 72, column: 52, scope: !429)
!484 = !DILocation(line: 72, column: 67, scope: !429)
!485 = !DILocation(line: 72, column: 72, scope: !429)
!486 = !DILocation(line: 72, column: 75, scope: !429)
!487 = !DILocation(line: 72, column: 65, scope: !429)
!488 = !DILocation(line: 73, column: 24, scope: !429)
!489 = !DILocation(line: 73, column: 26, scope: !429)
!490 = !DILocation(line: 73, column: 38, scope: !429)
!491 = !DILocation(line: 73, column: 36, scope: !429)
!492 = !DILocation(line: 73, column: 47, scope: !429)
!493 = !DILocation(line: 73, column: 29, scope: !429)
!494 = !DILocation(line: 73, column: 17, scope: !429)
!495 = !DILocation(line: 73, column: 19, scope: !429)
!496 = !DILocation(line: 73, column: 22, scope: !429)
!497 = !DILocation(line: 74, column: 13, scope: !429)
!498 = !DILocation(line: 65, column: 40, scope: !424)
!499 = !DILocation(line: 65, column: 13, scope: !424)
!500 = distinct !{!500, !427, !501, !166}
!501 = !DILocation(line: 74, column: 13, scope: !420)
!502 = !DILocation(line: 75, column: 9, scope: !409)
!503 = !DILocation(line: 63, column: 36, scope: !404)
!504 = !DILocation(line: 63, column: 9, scope: !404)
!505 = distinct !{!505, !407, !506, !166}
!506 = !DILocation(line: 75, column: 9, scope: !400)
!507 = !DILocation(line: 76, column: 5, scope: !122)
!508 = !DILocation(line: 22, column: 42, scope: !117)
!509 = !DILocation(line: 22, column: 5, scope: !117)
!510 = distinct !{!510, !120, !511, !166}
!511 = !DILocation(line: 76, column: 5, scope: !113)
!512 = !DILocation(line: 77, column: 1, scope: !65)
!513 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 92, type: !514, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !49, retainedNodes: !70)
!514 = !DISubroutineType(types: !515)
!515 = !{!68, !68, !516}
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !517, size: 64)
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!518 = !DILocalVariable(name: "argc", arg: 1, scope: !513, file: !2, line: 92, type: !68)
!519 = !DILocation(line: 92, column: 14, scope: !513)
!520 = !DILocalVariable(name: "argv", arg: 2, scope: !513, file: !2, line: 92, type: !516)
!521 = !DILocation(line: 92, column: 27, scope: !513)
!522 = !DILocation(line: 94, column: 9, scope: !523)
!523 = distinct !DILexicalBlock(scope: !513, file: !2, line: 94, column: 9)
!524 = !DILocation(line: 94, column: 14, scope: !523)
!525 = !DILocation(line: 94, column: 9, scope: !513)
!526 = !DILocation(line: 95, column: 17, scope: !527)
!527 = distinct !DILexicalBlock(scope: !523, file: !2, line: 94, column: 19)
!528 = !DILocation(line: 95, column: 50, scope: !527)
!529 = !DILocation(line: 95, column: 9, scope: !527)
!530 = !DILocation(line: 96, column: 9, scope: !527)
!531 = !DILocalVariable(name: "f", scope: !513, file: !2, line: 98, type: !532)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !533, size: 64)
!533 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !534, line: 7, baseType: !535)
!534 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!535 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !536, line: 49, size: 1728, elements: !537)
!536 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!537 = !{!538, !539, !540, !541, !542, !543, !544, !545, !546, !547, !548, !549, !550, !553, !555, !556, !557, !561, !563, !565, !569, !572, !574, !577, !580, !581, !583, !584, !585}
!538 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !535, file: !536, line: 51, baseType: !68, size: 32)
!539 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !535, file: !536, line: 54, baseType: !517, size: 64, offset: 64)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !535, file: !536, line: 55, baseType: !517, size: 64, offset: 128)
!541 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !535, file: !536, line: 56, baseType: !517, size: 64, offset: 192)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !535, file: !536, line: 57, baseType: !517, size: 64, offset: 256)
!543 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !535, file: !536, line: 58, baseType: !517, size: 64, offset: 320)
!544 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !535, file: !536, line: 59, baseType: !517, size: 64, offset: 384)
!545 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !535, file: !536, line: 60, baseType: !517, size: 64, offset: 448)
!546 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !535, file: !536, line: 61, baseType: !517, size: 64, offset: 512)
!547 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !535, file: !536, line: 64, baseType: !517, size: 64, offset: 576)
!548 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !535, file: !536, line: 65, baseType: !517, size: 64, offset: 640)
!549 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !535, file: !536, line: 66, baseType: !517, size: 64, offset: 704)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !535, file: !536, line: 68, baseType: !551, size: 64, offset: 768)
!551 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !552, size: 64)
!552 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !536, line: 36, flags: DIFlagFwdDecl)
!553 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !535, file: !536, line: 70, baseType: !554, size: 64, offset: 832)
!554 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !535, size: 64)
!555 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !535, file: !536, line: 72, baseType: !68, size: 32, offset: 896)
!556 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !535, file: !536, line: 73, baseType: !68, size: 32, offset: 928)
!557 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !535, file: !536, line: 74, baseType: !558, size: 64, offset: 960)
!558 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !559, line: 152, baseType: !560)
!559 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!560 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!561 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !535, file: !536, line: 77, baseType: !562, size: 16, offset: 1024)
!562 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!563 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !535, file: !536, line: 78, baseType: !564, size: 8, offset: 1040)
!564 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!565 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !535, file: !536, line: 79, baseType: !566, size: 8, offset: 1048)
!566 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !567)
!567 = !{!568}
!568 = !DISubrange(count: 1)
!569 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !535, file: !536, line: 81, baseType: !570, size: 64, offset: 1088)
!570 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !571, size: 64)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !536, line: 43, baseType: null)
!572 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !535, file: !536, line: 89, baseType: !573, size: 64, offset: 1152)
!573 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !559, line: 153, baseType: !560)
!574 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !535, file: !536, line: 91, baseType: !575, size: 64, offset: 1216)
!575 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !576, size: 64)
!576 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !536, line: 37, flags: DIFlagFwdDecl)
!577 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !535, file: !536, line: 92, baseType: !578, size: 64, offset: 1280)
!578 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !579, size: 64)
!579 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !536, line: 38, flags: DIFlagFwdDecl)
!580 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !535, file: !536, line: 93, baseType: !554, size: 64, offset: 1344)
!581 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !535, file: !536, line: 94, baseType: !582, size: 64, offset: 1408)
!582 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!583 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !535, file: !536, line: 95, baseType: !53, size: 64, offset: 1472)
!584 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !535, file: !536, line: 96, baseType: !68, size: 32, offset: 1536)
!585 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !535, file: !536, line: 98, baseType: !19, size: 160, offset: 1568)
!586 = !DILocation(line: 98, column: 11, scope: !513)
!587 = !DILocation(line: 98, column: 21, scope: !513)
!588 = !DILocation(line: 98, column: 15, scope: !513)
!589 = !DILocation(line: 99, column: 10, scope: !590)
!590 = distinct !DILexicalBlock(scope: !513, file: !2, line: 99, column: 9)
!591 = !DILocation(line: 99, column: 9, scope: !513)
!592 = !DILocation(line: 100, column: 47, scope: !590)
!593 = !DILocation(line: 100, column: 16, scope: !590)
!594 = !DILocation(line: 100, column: 9, scope: !590)
!595 = !DILocalVariable(name: "hdr", scope: !513, file: !2, line: 101, type: !596)
!596 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 224, elements: !597)
!597 = !{!598}
!598 = !DISubrange(count: 7)
!599 = !DILocation(line: 101, column: 9, scope: !513)
!600 = !DILocalVariable(name: "lambda", scope: !513, file: !2, line: 102, type: !51)
!601 = !DILocation(line: 102, column: 12, scope: !513)
!602 = !DILocation(line: 103, column: 21, scope: !603)
!603 = distinct !DILexicalBlock(scope: !513, file: !2, line: 103, column: 9)
!604 = !DILocation(line: 103, column: 24, scope: !603)
!605 = !DILocation(line: 103, column: 10, scope: !603)
!606 = !DILocation(line: 103, column: 45, scope: !603)
!607 = !DILocation(line: 103, column: 60, scope: !603)
!608 = !DILocation(line: 103, column: 49, scope: !603)
!609 = !DILocation(line: 103, column: 9, scope: !513)
!610 = !DILocation(line: 104, column: 44, scope: !603)
!611 = !DILocation(line: 104, column: 53, scope: !603)
!612 = !DILocation(line: 104, column: 16, scope: !603)
!613 = !DILocation(line: 104, column: 9, scope: !603)
!614 = !DILocalVariable(name: "rows", scope: !513, file: !2, line: 105, type: !68)
!615 = !DILocation(line: 105, column: 9, scope: !513)
!616 = !DILocation(line: 105, column: 16, scope: !513)
!617 = !DILocalVariable(name: "cols", scope: !513, file: !2, line: 105, type: !68)
!618 = !DILocation(line: 105, column: 24, scope: !513)
!619 = !DILocation(line: 105, column: 31, scope: !513)
!620 = !DILocalVariable(name: "niter", scope: !513, file: !2, line: 105, type: !68)
!621 = !DILocation(line: 105, column: 39, scope: !513)
!622 = !DILocation(line: 105, column: 47, scope: !513)
!623 = !DILocalVariable(name: "r1", scope: !513, file: !2, line: 106, type: !68)
!624 = !DILocation(line: 106, column: 9, scope: !513)
!625 = !DILocation(line: 106, column: 14, scope: !513)
!626 = !DILocalVariable(name: "r2", scope: !513, file: !2, line: 106, type: !68)
!627 = !DILocation(line: 106, column: 22, scope: !513)
!628 = !DILocation(line: 106, column: 27, scope: !513)
!629 = !DILocalVariable(name: "c1", scope: !513, file: !2, line: 106, type: !68)
!630 = !DILocation(line: 106, column: 35, scope: !513)
!631 = !DILocation(line: 106, column: 40, scope: !513)
!632 = !DILocalVariable(name: "c2", scope: !513, file: !2, line: 106, type: !68)
!633 = !DILocation(line: 106, column: 48, scope: !513)
!634 = !DILocation(line: 106, column: 53, scope: !513)
!635 = !DILocation(line: 107, column: 9, scope: !636)
!636 = distinct !DILexicalBlock(scope: !513, file: !2, line: 107, column: 9)
!637 = !DILocation(line: 107, column: 14, scope: !636)
!638 = !DILocation(line: 107, column: 18, scope: !636)
!639 = !DILocation(line: 107, column: 21, scope: !636)
!640 = !DILocation(line: 107, column: 26, scope: !636)
!641 = !DILocation(line: 107, column: 30, scope: !636)
!642 = !DILocation(line: 107, column: 33, scope: !636)
!643 = !DILocation(line: 107, column: 39, scope: !636)
!644 = !DILocation(line: 107, column: 43, scope: !636)
!645 = !DILocation(line: 107, column: 46, scope: !636)
!646 = !DILocation(line: 107, column: 51, scope: !636)
!647 = !DILocation(line: 107, column: 59, scope: !636)
!648 = !DILocation(line: 107, column: 62, scope: !636)
!649 = !DILocation(line: 107, column: 67, scope: !636)
!650 = !DILocation(line: 107, column: 75, scope: !636)
!651 = !DILocation(line: 108, column: 20, scope: !636)
!652 = !DILocation(line: 108, column: 9, scope: !636)
!653 = !DILocation(line: 108, column: 27, scope: !636)
!654 = !DILocation(line: 108, column: 25, scope: !636)
!655 = !DILocation(line: 108, column: 32, scope: !636)
!656 = !DILocation(line: 108, column: 46, scope: !636)
!657 = !DILocation(line: 108, column: 49, scope: !636)
!658 = !DILocation(line: 108, column: 52, scope: !636)
!659 = !DILocation(line: 108, column: 56, scope: !636)
!660 = !DILocation(line: 108, column: 59, scope: !636)
!661 = !DILocation(line: 108, column: 64, scope: !636)
!662 = !DILocation(line: 108, column: 62, scope: !636)
!663 = !DILocation(line: 108, column: 67, scope: !636)
!664 = !DILocation(line: 108, column: 70, scope: !636)
!665 = !DILocation(line: 108, column: 76, scope: !636)
!666 = !DILocation(line: 108, column: 73, scope: !636)
!667 = !DILocation(line: 108, column: 81, scope: !636)
!668 = !DILocation(line: 108, column: 84, scope: !636)
!669 = !DILocation(line: 108, column: 87, scope: !636)
!670 = !DILocation(line: 108, column: 91, scope: !636)
!671 = !DILocation(line: 109, column: 9, scope: !636)
!672 = !DILocation(line: 109, column: 14, scope: !636)
!673 = !DILocation(line: 109, column: 12, scope: !636)
!674 = !DILocation(line: 109, column: 17, scope: !636)
!675 = !DILocation(line: 109, column: 20, scope: !636)
!676 = !DILocation(line: 109, column: 26, scope: !636)
!677 = !DILocation(line: 109, column: 23, scope: !636)
!678 = !DILocation(line: 107, column: 9, scope: !513)
!679 = !DILocation(line: 110, column: 38, scope: !636)
!680 = !DILocation(line: 110, column: 47, scope: !636)
!681 = !DILocation(line: 110, column: 16, scope: !636)
!682 = !DILocation(line: 110, column: 9, scope: !636)
!683 = !DILocalVariable(name: "n", scope: !513, file: !2, line: 111, type: !53)
!684 = !DILocation(line: 111, column: 12, scope: !513)
!685 = !DILocation(line: 111, column: 24, scope: !513)
!686 = !DILocation(line: 111, column: 16, scope: !513)
!687 = !DILocation(line: 111, column: 31, scope: !513)
!688 = !DILocation(line: 111, column: 29, scope: !513)
!689 = !DILocalVariable(name: "J", scope: !513, file: !2, line: 112, type: !69)
!690 = !DILocation(line: 112, column: 13, scope: !513)
!691 = !DILocation(line: 112, column: 24, scope: !513)
!692 = !DILocation(line: 112, column: 26, scope: !513)
!693 = !DILocation(line: 112, column: 17, scope: !513)
!694 = !DILocalVariable(name: "c", scope: !513, file: !2, line: 113, type: !69)
!695 = !DILocation(line: 113, column: 13, scope: !513)
!696 = !DILocation(line: 113, column: 24, scope: !513)
!697 = !DILocation(line: 113, column: 26, scope: !513)
!698 = !DILocation(line: 113, column: 17, scope: !513)
!699 = !DILocalVariable(name: "dN", scope: !513, file: !2, line: 114, type: !69)
!700 = !DILocation(line: 114, column: 13, scope: !513)
!701 = !DILocation(line: 114, column: 25, scope: !513)
!702 = !DILocation(line: 114, column: 27, scope: !513)
!703 = !DILocation(line: 114, column: 18, scope: !513)
!704 = !DILocalVariable(name: "dS", scope: !513, file: !2, line: 115, type: !69)
!705 = !DILocation(line: 115, column: 13, scope: !513)
!706 = !DILocation(line: 115, column: 25, scope: !513)
!707 = !DILocation(line: 115, column: 27, scope: !513)
!708 = !DILocation(line: 115, column: 18, scope: !513)
!709 = !DILocalVariable(name: "dW", scope: !513, file: !2, line: 116, type: !69)
!710 = !DILocation(line: 116, column: 13, scope: !513)
!711 = !DILocation(line: 116, column: 25, scope: !513)
!712 = !DILocation(line: 116, column: 27, scope: !513)
!713 = !DILocation(line: 116, column: 18, scope: !513)
!714 = !DILocalVariable(name: "dE", scope: !513, file: !2, line: 117, type: !69)
!715 = !DILocation(line: 117, column: 13, scope: !513)
!716 = !DILocation(line: 117, column: 25, scope: !513)
!717 = !DILocation(line: 117, column: 27, scope: !513)
!718 = !DILocation(line: 117, column: 18, scope: !513)
!719 = !DILocation(line: 118, column: 10, scope: !720)
!720 = distinct !DILexicalBlock(scope: !513, file: !2, line: 118, column: 9)
!721 = !DILocation(line: 118, column: 12, scope: !720)
!722 = !DILocation(line: 118, column: 16, scope: !720)
!723 = !DILocation(line: 118, column: 18, scope: !720)
!724 = !DILocation(line: 118, column: 22, scope: !720)
!725 = !DILocation(line: 118, column: 25, scope: !720)
!726 = !DILocation(line: 118, column: 29, scope: !720)
!727 = !DILocation(line: 118, column: 32, scope: !720)
!728 = !DILocation(line: 118, column: 36, scope: !720)
!729 = !DILocation(line: 118, column: 39, scope: !720)
!730 = !DILocation(line: 118, column: 43, scope: !720)
!731 = !DILocation(line: 118, column: 9, scope: !513)
!732 = !DILocation(line: 119, column: 46, scope: !720)
!733 = !DILocation(line: 119, column: 55, scope: !720)
!734 = !DILocation(line: 119, column: 16, scope: !720)
!735 = !DILocation(line: 119, column: 9, scope: !720)
!736 = !DILocation(line: 120, column: 21, scope: !737)
!737 = distinct !DILexicalBlock(scope: !513, file: !2, line: 120, column: 9)
!738 = !DILocation(line: 120, column: 24, scope: !737)
!739 = !DILocation(line: 120, column: 43, scope: !737)
!740 = !DILocation(line: 120, column: 10, scope: !737)
!741 = !DILocation(line: 120, column: 46, scope: !737)
!742 = !DILocation(line: 120, column: 55, scope: !737)
!743 = !DILocation(line: 120, column: 49, scope: !737)
!744 = !DILocation(line: 120, column: 58, scope: !737)
!745 = !DILocation(line: 120, column: 9, scope: !513)
!746 = !DILocation(line: 121, column: 58, scope: !737)
!747 = !DILocation(line: 121, column: 67, scope: !737)
!748 = !DILocation(line: 121, column: 16, scope: !737)
!749 = !DILocation(line: 121, column: 9, scope: !737)
!750 = !DILocation(line: 122, column: 12, scope: !513)
!751 = !DILocation(line: 122, column: 5, scope: !513)
!752 = !DILocalVariable(name: "k", scope: !753, file: !2, line: 123, type: !53)
!753 = distinct !DILexicalBlock(scope: !513, file: !2, line: 123, column: 5)
!754 = !DILocation(line: 123, column: 17, scope: !753)
!755 = !DILocation(line: 123, column: 10, scope: !753)
!756 = !DILocation(line: 123, column: 24, scope: !757)
!757 = distinct !DILexicalBlock(scope: !753, file: !2, line: 123, column: 5)
!758 = !DILocation(line: 123, column: 28, scope: !757)
!759 = !DILocation(line: 123, column: 26, scope: !757)
!760 = !DILocation(line: 123, column: 5, scope: !753)
!761 = !DILocation(line: 124, column: 15, scope: !762)
!762 = distinct !DILexicalBlock(scope: !757, file: !2, line: 124, column: 13)
!763 = !DILocation(line: 124, column: 17, scope: !762)
!764 = !DILocation(line: 124, column: 20, scope: !762)
!765 = !DILocation(line: 124, column: 13, scope: !757)
!766 = !DILocation(line: 125, column: 50, scope: !762)
!767 = !DILocation(line: 125, column: 20, scope: !762)
!768 = !DILocation(line: 125, column: 13, scope: !762)
!769 = !DILocation(line: 124, column: 25, scope: !762)
!770 = !DILocation(line: 123, column: 32, scope: !757)
!771 = !DILocation(line: 123, column: 5, scope: !757)
!772 = distinct !{!772, !760, !773, !166}
!773 = !DILocation(line: 125, column: 63, scope: !753)
!774 = !DILocation(line: 127, column: 10, scope: !513)
!775 = !DILocation(line: 127, column: 16, scope: !513)
!776 = !DILocation(line: 127, column: 22, scope: !513)
!777 = !DILocation(line: 127, column: 29, scope: !513)
!778 = !DILocation(line: 127, column: 33, scope: !513)
!779 = !DILocation(line: 127, column: 37, scope: !513)
!780 = !DILocation(line: 127, column: 41, scope: !513)
!781 = !DILocation(line: 127, column: 45, scope: !513)
!782 = !DILocation(line: 127, column: 53, scope: !513)
!783 = !DILocation(line: 127, column: 56, scope: !513)
!784 = !DILocation(line: 127, column: 59, scope: !513)
!785 = !DILocation(line: 127, column: 63, scope: !513)
!786 = !DILocation(line: 127, column: 67, scope: !513)
!787 = !DILocation(line: 127, column: 71, scope: !513)
!788 = !DILocation(line: 127, column: 5, scope: !513)
!789 = !DILocalVariable(name: "sum", scope: !513, file: !2, line: 129, type: !51)
!790 = !DILocation(line: 129, column: 12, scope: !513)
!791 = !DILocalVariable(name: "k", scope: !792, file: !2, line: 130, type: !53)
!792 = distinct !DILexicalBlock(scope: !513, file: !2, line: 130, column: 5)
!793 = !DILocation(line: 130, column: 17, scope: !792)
!794 = !DILocation(line: 130, column: 10, scope: !792)
!795 = !DILocation(line: 130, column: 24, scope: !796)
!796 = distinct !DILexicalBlock(scope: !792, file: !2, line: 130, column: 5)
!797 = !DILocation(line: 130, column: 28, scope: !796)
!798 = !DILocation(line: 130, column: 26, scope: !796)
!799 = !DILocation(line: 130, column: 5, scope: !792)
!800 = !DILocation(line: 131, column: 16, scope: !796)
!801 = !DILocation(line: 131, column: 18, scope: !796)
!802 = !DILocation(line: 131, column: 13, scope: !796)
!803 = !DILocation(line: 131, column: 9, scope: !796)
!804 = !DILocation(line: 130, column: 32, scope: !796)
!805 = !DILocation(line: 130, column: 5, scope: !796)
!806 = distinct !{!806, !799, !807, !166}
!807 = !DILocation(line: 131, column: 19, scope: !792)
!808 = !DILocation(line: 132, column: 32, scope: !513)
!809 = !DILocation(line: 132, column: 5, scope: !513)
!810 = !DILocation(line: 133, column: 10, scope: !513)
!811 = !DILocation(line: 133, column: 5, scope: !513)
!812 = !DILocation(line: 134, column: 10, scope: !513)
!813 = !DILocation(line: 134, column: 5, scope: !513)
!814 = !DILocation(line: 135, column: 10, scope: !513)
!815 = !DILocation(line: 135, column: 5, scope: !513)
!816 = !DILocation(line: 136, column: 10, scope: !513)
!817 = !DILocation(line: 136, column: 5, scope: !513)
!818 = !DILocation(line: 137, column: 10, scope: !513)
!819 = !DILocation(line: 137, column: 5, scope: !513)
!820 = !DILocation(line: 138, column: 10, scope: !513)
!821 = !DILocation(line: 138, column: 5, scope: !513)
!822 = !DILocation(line: 139, column: 5, scope: !513)
!823 = !DILocation(line: 140, column: 1, scope: !513)
!824 = distinct !DISubprogram(name: "fail", scope: !2, file: !2, line: 84, type: !825, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !70)
!825 = !DISubroutineType(types: !826)
!826 = !{!68, !827, !827, !532}
!827 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !828, size: 64)
!828 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!829 = !DILocalVariable(name: "msg", arg: 1, scope: !824, file: !2, line: 84, type: !827)
!830 = !DILocation(line: 84, column: 29, scope: !824)
!831 = !DILocalVariable(name: "path", arg: 2, scope: !824, file: !2, line: 84, type: !827)
!832 = !DILocation(line: 84, column: 46, scope: !824)
!833 = !DILocalVariable(name: "f", arg: 3, scope: !824, file: !2, line: 84, type: !532)
!834 = !DILocation(line: 84, column: 58, scope: !824)
!835 = !DILocation(line: 86, column: 13, scope: !824)
!836 = !DILocation(line: 86, column: 40, scope: !824)
!837 = !DILocation(line: 86, column: 45, scope: !824)
!838 = !DILocation(line: 86, column: 5, scope: !824)
!839 = !DILocation(line: 87, column: 9, scope: !840)
!840 = distinct !DILexicalBlock(scope: !824, file: !2, line: 87, column: 9)
!841 = !DILocation(line: 87, column: 9, scope: !824)
!842 = !DILocation(line: 88, column: 16, scope: !840)
!843 = !DILocation(line: 88, column: 9, scope: !840)
!844 = !DILocation(line: 89, column: 5, scope: !824)
!845 = distinct !DISubprogram(name: "read_exact", scope: !2, file: !2, line: 79, type: !846, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !70)
!846 = !DISubroutineType(types: !847)
!847 = !{!68, !532, !582, !53, !53}
!848 = !DILocalVariable(name: "f", arg: 1, scope: !845, file: !2, line: 79, type: !532)
!849 = !DILocation(line: 79, column: 29, scope: !845)
!850 = !DILocalVariable(name: "buf", arg: 2, scope: !845, file: !2, line: 79, type: !582)
!851 = !DILocation(line: 79, column: 38, scope: !845)
!852 = !DILocalVariable(name: "size", arg: 3, scope: !845, file: !2, line: 79, type: !53)
!853 = !DILocation(line: 79, column: 50, scope: !845)
!854 = !DILocalVariable(name: "count", arg: 4, scope: !845, file: !2, line: 79, type: !53)
!855 = !DILocation(line: 79, column: 63, scope: !845)
!856 = !DILocation(line: 81, column: 18, scope: !845)
!857 = !DILocation(line: 81, column: 23, scope: !845)
!858 = !DILocation(line: 81, column: 29, scope: !845)
!859 = !DILocation(line: 81, column: 36, scope: !845)
!860 = !DILocation(line: 81, column: 12, scope: !845)
!861 = !DILocation(line: 81, column: 42, scope: !845)
!862 = !DILocation(line: 81, column: 39, scope: !845)
!863 = !DILocation(line: 81, column: 5, scope: !845)
