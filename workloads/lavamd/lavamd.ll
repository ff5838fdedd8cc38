; ModuleID = 'lavamd.c'
source_filename = "lavamd.c"
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
@.str.7 = private unnamed_addr constant [16 x i8] c"checksum %.15e\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [17 x i8] c"lavamd: %s '%s'\0A\00", align 1, !dbg !42

; Function Attrs: noinline nounwind uwtable
define dso_local void @lavamd(i32 noundef %0, i32 noundef %1, double noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 !dbg !62 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca i32, align 4
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  store i32 %0, ptr %7, align 4
    #dbg_declare(ptr %7, !71, !DIExpression(), !72)
  store i32 %1, ptr %8, align 4
    #dbg_declare(ptr %8, !73, !DIExpression(), !74)
  store double %2, ptr %9, align 8
    #dbg_declare(ptr %9, !75, !DIExpression(), !76)
  store ptr %3, ptr %10, align 8
    #dbg_declare(ptr %10, !77, !DIExpression(), !78)
  store ptr %4, ptr %11, align 8
    #dbg_declare(ptr %11, !79, !DIExpression(), !80)
  store ptr %5, ptr %12, align 8
    #dbg_declare(ptr %12, !81, !DIExpression(), !82)
    #dbg_declare(ptr %13, !83, !DIExpression(), !84)
  %37 = load double, ptr %9, align 8, !dbg !85
  %38 = fmul double 2.000000e+00, %37, !dbg !86
  %39 = load double, ptr %9, align 8, !dbg !87
  %40 = fmul double %38, %39, !dbg !88
  store double %40, ptr %13, align 8, !dbg !84
    #dbg_declare(ptr %14, !89, !DIExpression(), !91)
  store i32 0, ptr %14, align 4, !dbg !91
  br label %41, !dbg !92

41:                                               ; preds = %279, %6
  %42 = load i32, ptr %14, align 4, !dbg !93
  %43 = load i32, ptr %7, align 4, !dbg !95
  %44 = icmp slt i32 %42, %43, !dbg !96
  br i1 %44, label %45, label %282, !dbg !97

45:                                               ; preds = %41
    #dbg_declare(ptr %15, !98, !DIExpression(), !101)
  store i32 0, ptr %15, align 4, !dbg !101
  br label %46, !dbg !102

46:                                               ; preds = %275, %45
  %47 = load i32, ptr %15, align 4, !dbg !103
  %48 = load i32, ptr %7, align 4, !dbg !105
  %49 = icmp slt i32 %47, %48, !dbg !106
  br i1 %49, label %50, label %278, !dbg !107

50:                                               ; preds = %46
    #dbg_declare(ptr %16, !108, !DIExpression(), !111)
  store i32 0, ptr %16, align 4, !dbg !111
  br label %51, !dbg !112

51:                                               ; preds = %271, %50
  %52 = load i32, ptr %16, align 4, !dbg !113
  %53 = load i32, ptr %7, align 4, !dbg !115
  %54 = icmp slt i32 %52, %53, !dbg !116
  br i1 %54, label %55, label %274, !dbg !117

55:                                               ; preds = %51
    #dbg_declare(ptr %17, !118, !DIExpression(), !120)
  %56 = load i32, ptr %14, align 4, !dbg !121
  %57 = load i32, ptr %7, align 4, !dbg !122
  %58 = mul nsw i32 %56, %57, !dbg !123
  %59 = load i32, ptr %15, align 4, !dbg !124
  %60 = add nsw i32 %58, %59, !dbg !125
  %61 = load i32, ptr %7, align 4, !dbg !126
  %62 = mul nsw i32 %60, %61, !dbg !127
  %63 = load i32, ptr %16, align 4, !dbg !128
  %64 = add nsw i32 %62, %63, !dbg !129
  store i32 %64, ptr %17, align 4, !dbg !120
    #dbg_declare(ptr %18, !130, !DIExpression(), !132)
  store i32 -1, ptr %18, align 4, !dbg !132
  br label %65, !dbg !133

65:                                               ; preds = %267, %55
  %66 = load i32, ptr %18, align 4, !dbg !134
  %67 = icmp sle i32 %66, 1, !dbg !136
  br i1 %67, label %68, label %270, !dbg !137

68:                                               ; preds = %65
    #dbg_declare(ptr %19, !138, !DIExpression(), !141)
  store i32 -1, ptr %19, align 4, !dbg !141
  br label %69, !dbg !142

69:                                               ; preds = %263, %68
  %70 = load i32, ptr %19, align 4, !dbg !143
  %71 = icmp sle i32 %70, 1, !dbg !145
  br i1 %71, label %72, label %266, !dbg !146

72:                                               ; preds = %69
    #dbg_declare(ptr %20, !147, !DIExpression(), !150)
  store i32 -1, ptr %20, align 4, !dbg !150
  br label %73, !dbg !151

73:                                               ; preds = %259, %72
  %74 = load i32, ptr %20, align 4, !dbg !152
  %75 = icmp sle i32 %74, 1, !dbg !154
  br i1 %75, label %76, label %262, !dbg !155

76:                                               ; preds = %73
    #dbg_declare(ptr %21, !156, !DIExpression(), !158)
  %77 = load i32, ptr %14, align 4, !dbg !159
  %78 = load i32, ptr %18, align 4, !dbg !160
  %79 = add nsw i32 %77, %78, !dbg !161
  store i32 %79, ptr %21, align 4, !dbg !158
    #dbg_declare(ptr %22, !162, !DIExpression(), !163)
  %80 = load i32, ptr %15, align 4, !dbg !164
  %81 = load i32, ptr %19, align 4, !dbg !165
  %82 = add nsw i32 %80, %81, !dbg !166
  store i32 %82, ptr %22, align 4, !dbg !163
    #dbg_declare(ptr %23, !167, !DIExpression(), !168)
  %83 = load i32, ptr %16, align 4, !dbg !169
  %84 = load i32, ptr %20, align 4, !dbg !170
  %85 = add nsw i32 %83, %84, !dbg !171
  store i32 %85, ptr %23, align 4, !dbg !168
  %86 = load i32, ptr %21, align 4, !dbg !172
  %87 = icmp slt i32 %86, 0, !dbg !174
  br i1 %87, label %106, label %88, !dbg !175

88:                                               ; preds = %76
  %89 = load i32, ptr %21, align 4, !dbg !176
  %90 = load i32, ptr %7, align 4, !dbg !177
  %91 = icmp sge i32 %89, %90, !dbg !178
  br i1 %91, label %106, label %92, !dbg !179

92:                                               ; preds = %88
  %93 = load i32, ptr %22, align 4, !dbg !180
  %94 = icmp slt i32 %93, 0, !dbg !181
  br i1 %94, label %106, label %95, !dbg !182

95:                                               ; preds = %92
  %96 = load i32, ptr %22, align 4, !dbg !183
  %97 = load i32, ptr %7, align 4, !dbg !184
  %98 = icmp sge i32 %96, %97, !dbg !185
  br i1 %98, label %106, label %99, !dbg !186

99:                                               ; preds = %95
  %100 = load i32, ptr %23, align 4, !dbg !187
  %101 = icmp slt i32 %100, 0, !dbg !188
  br i1 %101, label %106, label %102, !dbg !189

102:                                              ; preds = %99
  %103 = load i32, ptr %23, align 4, !dbg !190
  %104 = load i32, ptr %7, align 4, !dbg !191
  %105 = icmp sge i32 %103, %104, !dbg !192
  br i1 %105, label %106, label %107, !dbg !193

106:                                              ; preds = %102, %99, %95, %92, %88, %76
  br label %259, !dbg !194

107:                                              ; preds = %102
    #dbg_declare(ptr %24, !195, !DIExpression(), !196)
  %108 = load i32, ptr %21, align 4, !dbg !197
  %109 = load i32, ptr %7, align 4, !dbg !198
  %110 = mul nsw i32 %108, %109, !dbg !199
  %111 = load i32, ptr %22, align 4, !dbg !200
  %112 = add nsw i32 %110, %111, !dbg !201
  %113 = load i32, ptr %7, align 4, !dbg !202
  %114 = mul nsw i32 %112, %113, !dbg !203
  %115 = load i32, ptr %23, align 4, !dbg !204
  %116 = add nsw i32 %114, %115, !dbg !205
  store i32 %116, ptr %24, align 4, !dbg !196
    #dbg_declare(ptr %25, !206, !DIExpression(), !208)
  %117 = load i32, ptr %17, align 4, !dbg !209
  %118 = load i32, ptr %8, align 4, !dbg !210
  %119 = mul nsw i32 %117, %118, !dbg !211
  store i32 %119, ptr %25, align 4, !dbg !208
  br label %120, !dbg !212

120:                                              ; preds = %255, %107
  %121 = load i32, ptr %25, align 4, !dbg !213
  %122 = load i32, ptr %17, align 4, !dbg !215
  %123 = add nsw i32 %122, 1, !dbg !216
  %124 = load i32, ptr %8, align 4, !dbg !217
  %125 = mul nsw i32 %123, %124, !dbg !218
  %126 = icmp slt i32 %121, %125, !dbg !219
  br i1 %126, label %127, label %258, !dbg !220

127:                                              ; preds = %120
    #dbg_declare(ptr %26, !221, !DIExpression(), !223)
  %128 = load ptr, ptr %10, align 8, !dbg !224
  %129 = load i32, ptr %25, align 4, !dbg !225
  %130 = mul nsw i32 3, %129, !dbg !226
  %131 = sext i32 %130 to i64, !dbg !224
  %132 = getelementptr inbounds double, ptr %128, i64 %131, !dbg !224
  %133 = load double, ptr %132, align 8, !dbg !224
  store double %133, ptr %26, align 8, !dbg !223
    #dbg_declare(ptr %27, !227, !DIExpression(), !228)
  %134 = load ptr, ptr %10, align 8, !dbg !229
  %135 = load i32, ptr %25, align 4, !dbg !230
  %136 = mul nsw i32 3, %135, !dbg !231
  %137 = add nsw i32 %136, 1, !dbg !232
  %138 = sext i32 %137 to i64, !dbg !229
  %139 = getelementptr inbounds double, ptr %134, i64 %138, !dbg !229
  %140 = load double, ptr %139, align 8, !dbg !229
  store double %140, ptr %27, align 8, !dbg !228
    #dbg_declare(ptr %28, !233, !DIExpression(), !234)
  %141 = load ptr, ptr %10, align 8, !dbg !235
  %142 = load i32, ptr %25, align 4, !dbg !236
  %143 = mul nsw i32 3, %142, !dbg !237
  %144 = add nsw i32 %143, 2, !dbg !238
  %145 = sext i32 %144 to i64, !dbg !235
  %146 = getelementptr inbounds double, ptr %141, i64 %145, !dbg !235
  %147 = load double, ptr %146, align 8, !dbg !235
  store double %147, ptr %28, align 8, !dbg !234
    #dbg_declare(ptr %29, !239, !DIExpression(), !241)
  %148 = load i32, ptr %24, align 4, !dbg !242
  %149 = load i32, ptr %8, align 4, !dbg !243
  %150 = mul nsw i32 %148, %149, !dbg !244
  store i32 %150, ptr %29, align 4, !dbg !241
  br label %151, !dbg !245

151:                                              ; preds = %251, %127
  %152 = load i32, ptr %29, align 4, !dbg !246
  %153 = load i32, ptr %24, align 4, !dbg !248
  %154 = add nsw i32 %153, 1, !dbg !249
  %155 = load i32, ptr %8, align 4, !dbg !250
  %156 = mul nsw i32 %154, %155, !dbg !251
  %157 = icmp slt i32 %152, %156, !dbg !252
  br i1 %157, label %158, label %254, !dbg !253

158:                                              ; preds = %151
    #dbg_declare(ptr %30, !254, !DIExpression(), !256)
  %159 = load double, ptr %26, align 8, !dbg !257
  %160 = load ptr, ptr %10, align 8, !dbg !258
  %161 = load i32, ptr %29, align 4, !dbg !259
  %162 = mul nsw i32 3, %161, !dbg !260
  %163 = sext i32 %162 to i64, !dbg !258
  %164 = getelementptr inbounds double, ptr %160, i64 %163, !dbg !258
  %165 = load double, ptr %164, align 8, !dbg !258
  %166 = fsub double %159, %165, !dbg !261
  store double %166, ptr %30, align 8, !dbg !256
    #dbg_declare(ptr %31, !262, !DIExpression(), !263)
  %167 = load double, ptr %27, align 8, !dbg !264
  %168 = load ptr, ptr %10, align 8, !dbg !265
  %169 = load i32, ptr %29, align 4, !dbg !266
  %170 = mul nsw i32 3, %169, !dbg !267
  %171 = add nsw i32 %170, 1, !dbg !268
  %172 = sext i32 %171 to i64, !dbg !265
  %173 = getelementptr inbounds double, ptr %168, i64 %172, !dbg !265
  %174 = load double, ptr %173, align 8, !dbg !265
  %175 = fsub double %167, %174, !dbg !269
  store double %175, ptr %31, align 8, !dbg !263
    #dbg_declare(ptr %32, !270, !DIExpression(), !271)
  %176 = load double, ptr %28, align 8, !dbg !272
  %177 = load ptr, ptr %10, align 8, !dbg !273
  %178 = load i32, ptr %29, align 4, !dbg !274
  %179 = mul nsw i32 3, %178, !dbg !275
  %180 = add nsw i32 %179, 2, !dbg !276
  %181 = sext i32 %180 to i64, !dbg !273
  %182 = getelementptr inbounds double, ptr %177, i64 %181, !dbg !273
  %183 = load double, ptr %182, align 8, !dbg !273
  %184 = fsub double %176, %183, !dbg !277
  store double %184, ptr %32, align 8, !dbg !271
    #dbg_declare(ptr %33, !278, !DIExpression(), !279)
  %185 = load double, ptr %30, align 8, !dbg !280
  %186 = load double, ptr %30, align 8, !dbg !281
  %187 = load double, ptr %31, align 8, !dbg !282
  %188 = load double, ptr %31, align 8, !dbg !283
  %189 = fmul double %187, %188, !dbg !284
  %190 = call double @llvm.fmuladd.f64(double %185, double %186, double %189), !dbg !285
  %191 = load double, ptr %32, align 8, !dbg !286
  %192 = load double, ptr %32, align 8, !dbg !287
  %193 = call double @llvm.fmuladd.f64(double %191, double %192, double %190), !dbg !288
  store double %193, ptr %33, align 8, !dbg !279
    #dbg_declare(ptr %34, !289, !DIExpression(), !290)
  %194 = load double, ptr %13, align 8, !dbg !291
  %195 = fneg double %194, !dbg !292
  %196 = load double, ptr %33, align 8, !dbg !293
  %197 = fmul double %195, %196, !dbg !294
  %198 = call double @exp(double noundef %197) #6, !dbg !295
  store double %198, ptr %34, align 8, !dbg !290
    #dbg_declare(ptr %35, !296, !DIExpression(), !297)
  %199 = load double, ptr %34, align 8, !dbg !298
  %200 = fmul double 2.000000e+00, %199, !dbg !299
  store double %200, ptr %35, align 8, !dbg !297
    #dbg_declare(ptr %36, !300, !DIExpression(), !301)
  %201 = load ptr, ptr %11, align 8, !dbg !302
  %202 = load i32, ptr %29, align 4, !dbg !303
  %203 = sext i32 %202 to i64, !dbg !302
  %204 = getelementptr inbounds double, ptr %201, i64 %203, !dbg !302
  %205 = load double, ptr %204, align 8, !dbg !302
  store double %205, ptr %36, align 8, !dbg !301
  %206 = load double, ptr %36, align 8, !dbg !304
  %207 = load double, ptr %34, align 8, !dbg !305
  %208 = load ptr, ptr %12, align 8, !dbg !306
  %209 = load i32, ptr %25, align 4, !dbg !307
  %210 = mul nsw i32 4, %209, !dbg !308
  %211 = sext i32 %210 to i64, !dbg !306
  %212 = getelementptr inbounds double, ptr %208, i64 %211, !dbg !306
  %213 = load double, ptr %212, align 8, !dbg !309
  %214 = call double @llvm.fmuladd.f64(double %206, double %207, double %213), !dbg !309
  store double %214, ptr %212, align 8, !dbg !309
  %215 = load double, ptr %36, align 8, !dbg !310
  %216 = load double, ptr %35, align 8, !dbg !311
  %217 = fmul double %215, %216, !dbg !312
  %218 = load double, ptr %30, align 8, !dbg !313
  %219 = load ptr, ptr %12, align 8, !dbg !314
  %220 = load i32, ptr %25, align 4, !dbg !315
  %221 = mul nsw i32 4, %220, !dbg !316
  %222 = add nsw i32 %221, 1, !dbg !317
  %223 = sext i32 %222 to i64, !dbg !314
  %224 = getelementptr inbounds double, ptr %219, i64 %223, !dbg !314
  %225 = load double, ptr %224, align 8, !dbg !318
  %226 = call double @llvm.fmuladd.f64(double %217, double %218, double %225), !dbg !318
  store double %226, ptr %224, align 8, !dbg !318
  %227 = load double, ptr %36, align 8, !dbg !319
  %228 = load double, ptr %35, align 8, !dbg !320
  %229 = fmul double %227, %228, !dbg !321
  %230 = load double, ptr %31, align 8, !dbg !322
  %231 = load ptr, ptr %12, align 8, !dbg !323
  %232 = load i32, ptr %25, align 4, !dbg !324
  %233 = mul nsw i32 4, %232, !dbg !325
  %234 = add nsw i32 %233, 2, !dbg !326
  %235 = sext i32 %234 to i64, !dbg !323
  %236 = getelementptr inbounds double, ptr %231, i64 %235, !dbg !323
  %237 = load double, ptr %236, align 8, !dbg !327
  %238 = call double @llvm.fmuladd.f64(double %229, double %230, double %237), !dbg !327
  store double %238, ptr %236, align 8, !dbg !327
  %239 = load double, ptr %36, align 8, !dbg !328
  %240 = load double, ptr %35, align 8, !dbg !329
  %241 = fmul double %239, %240, !dbg !330
  %242 = load double, ptr %32, align 8, !dbg !331
  %243 = load ptr, ptr %12, align 8, !dbg !332
  %244 = load i32, ptr %25, align 4, !dbg !333
  %245 = mul nsw i32 4, %244, !dbg !334
  %246 = add nsw i32 %245, 3, !dbg !335
  %247 = sext i32 %246 to i64, !dbg !332
  %248 = getelementptr inbounds double, ptr %243, i64 %247, !dbg !332
  %249 = load double, ptr %248, align 8, !dbg !336
  %250 = call double @llvm.fmuladd.f64(double %241, double %242, double %249), !dbg !336
  store double %250, ptr %248, align 8, !dbg !336
  br label %251, !dbg !337

251:                                              ; preds = %158
  %252 = load i32, ptr %29, align 4, !dbg !338
  %253 = add nsw i32 %252, 1, !dbg !338
  store i32 %253, ptr %29, align 4, !dbg !338
  br label %151, !dbg !339, !llvm.loop !340

254:                                              ; preds = %151
  br label %255, !dbg !343

255:                                              ; preds = %254
  %256 = load i32, ptr %25, align 4, !dbg !344
  %257 = add nsw i32 %256, 1, !dbg !344
  store i32 %257, ptr %25, align 4, !dbg !344
  br label %120, !dbg !345, !llvm.loop !346

258:                                              ; preds = %120
  br label %259, !dbg !348

259:                                              ; preds = %258, %106
  %260 = load i32, ptr %20, align 4, !dbg !349
  %261 = add nsw i32 %260, 1, !dbg !349
  store i32 %261, ptr %20, align 4, !dbg !349
  br label %73, !dbg !350, !llvm.loop !351

262:                                              ; preds = %73
  br label %263, !dbg !353

263:                                              ; preds = %262
  %264 = load i32, ptr %19, align 4, !dbg !354
  %265 = add nsw i32 %264, 1, !dbg !354
  store i32 %265, ptr %19, align 4, !dbg !354
  br label %69, !dbg !355, !llvm.loop !356

266:                                              ; preds = %69
  br label %267, !dbg !358

267:                                              ; preds = %266
  %268 = load i32, ptr %18, align 4, !dbg !359
  %269 = add nsw i32 %268, 1, !dbg !359
  store i32 %269, ptr %18, align 4, !dbg !359
  br label %65, !dbg !360, !llvm.loop !361

270:                                              ; preds = %65
  br label %271, !dbg !363

271:                                              ; preds = %270
  %272 = load i32, ptr %16, align 4, !dbg !364
  %273 = add nsw i32 %272, 1, !dbg !364
  store i32 %273, ptr %16, align 4, !dbg !364
  br label %51, !dbg !365, !llvm.loop !366

274:                                              ; preds = %51
  br label %275, !dbg !368

275:                                              ; preds = %274
  %276 = load i32, ptr %15, align 4, !dbg !369
  %277 = add nsw i32 %276, 1, !dbg !369
  store i32 %277, ptr %15, align 4, !dbg !369
  br label %46, !dbg !370, !llvm.loop !371

278:                                              ; preds = %46
  br label %279, !dbg !373

279:                                              ; preds = %278
  %280 = load i32, ptr %14, align 4, !dbg !374
  %281 = add nsw i32 %280, 1, !dbg !374
  store i32 %281, ptr %14, align 4, !dbg !374
  br label %41, !dbg !375, !llvm.loop !376

282:                                              ; preds = %41
  ret void, !dbg !378
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !379 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [2 x i32], align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca double, align 8
  %16 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !384, !DIExpression(), !385)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !386, !DIExpression(), !387)
  %17 = load i32, ptr %4, align 4, !dbg !388
  %18 = icmp slt i32 %17, 2, !dbg !390
  br i1 %18, label %19, label %25, !dbg !391

19:                                               ; preds = %2
  %20 = load ptr, ptr @stderr, align 8, !dbg !392
  %21 = load ptr, ptr %5, align 8, !dbg !394
  %22 = getelementptr inbounds ptr, ptr %21, i64 0, !dbg !394
  %23 = load ptr, ptr %22, align 8, !dbg !394
  %24 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %20, ptr noundef @.str, ptr noundef %23) #6, !dbg !395
  store i32 1, ptr %3, align 4, !dbg !396
  br label %176, !dbg !396

25:                                               ; preds = %2
    #dbg_declare(ptr %6, !397, !DIExpression(), !452)
  %26 = load ptr, ptr %5, align 8, !dbg !453
  %27 = getelementptr inbounds ptr, ptr %26, i64 1, !dbg !453
  %28 = load ptr, ptr %27, align 8, !dbg !453
  %29 = call noalias ptr @fopen(ptr noundef %28, ptr noundef @.str.1), !dbg !454
  store ptr %29, ptr %6, align 8, !dbg !452
  %30 = load ptr, ptr %6, align 8, !dbg !455
  %31 = icmp ne ptr %30, null, !dbg !455
  br i1 %31, label %37, label %32, !dbg !457

32:                                               ; preds = %25
  %33 = load ptr, ptr %5, align 8, !dbg !458
  %34 = getelementptr inbounds ptr, ptr %33, i64 1, !dbg !458
  %35 = load ptr, ptr %34, align 8, !dbg !458
  %36 = call i32 @fail(ptr noundef @.str.2, ptr noundef %35, ptr noundef null), !dbg !459
  store i32 %36, ptr %3, align 4, !dbg !460
  br label %176, !dbg !460

37:                                               ; preds = %25
    #dbg_declare(ptr %7, !461, !DIExpression(), !465)
    #dbg_declare(ptr %8, !466, !DIExpression(), !467)
  %38 = load ptr, ptr %6, align 8, !dbg !468
  %39 = getelementptr inbounds [2 x i32], ptr %7, i64 0, i64 0, !dbg !470
  %40 = call i32 @read_exact(ptr noundef %38, ptr noundef %39, i64 noundef 4, i64 noundef 2), !dbg !471
  %41 = icmp ne i32 %40, 0, !dbg !471
  br i1 %41, label %42, label %46, !dbg !472

42:                                               ; preds = %37
  %43 = load ptr, ptr %6, align 8, !dbg !473
  %44 = call i32 @read_exact(ptr noundef %43, ptr noundef %8, i64 noundef 8, i64 noundef 1), !dbg !474
  %45 = icmp ne i32 %44, 0, !dbg !474
  br i1 %45, label %52, label %46, !dbg !475

46:                                               ; preds = %42, %37
  %47 = load ptr, ptr %5, align 8, !dbg !476
  %48 = getelementptr inbounds ptr, ptr %47, i64 1, !dbg !476
  %49 = load ptr, ptr %48, align 8, !dbg !476
  %50 = load ptr, ptr %6, align 8, !dbg !477
  %51 = call i32 @fail(ptr noundef @.str.3, ptr noundef %49, ptr noundef %50), !dbg !478
  store i32 %51, ptr %3, align 4, !dbg !479
  br label %176, !dbg !479

52:                                               ; preds = %42
    #dbg_declare(ptr %9, !480, !DIExpression(), !481)
  %53 = getelementptr inbounds [2 x i32], ptr %7, i64 0, i64 0, !dbg !482
  %54 = load i32, ptr %53, align 4, !dbg !482
  store i32 %54, ptr %9, align 4, !dbg !481
    #dbg_declare(ptr %10, !483, !DIExpression(), !484)
  %55 = getelementptr inbounds [2 x i32], ptr %7, i64 0, i64 1, !dbg !485
  %56 = load i32, ptr %55, align 4, !dbg !485
  store i32 %56, ptr %10, align 4, !dbg !484
  %57 = load i32, ptr %9, align 4, !dbg !486
  %58 = icmp slt i32 %57, 1, !dbg !488
  br i1 %58, label %81, label %59, !dbg !489

59:                                               ; preds = %52
  %60 = load i32, ptr %10, align 4, !dbg !490
  %61 = icmp slt i32 %60, 1, !dbg !491
  br i1 %61, label %81, label %62, !dbg !492

62:                                               ; preds = %59
  %63 = load i32, ptr %9, align 4, !dbg !493
  %64 = icmp sgt i32 %63, 256, !dbg !494
  br i1 %64, label %81, label %65, !dbg !495

65:                                               ; preds = %62
  %66 = load i32, ptr %10, align 4, !dbg !496
  %67 = icmp sgt i32 %66, 100000, !dbg !497
  br i1 %67, label %81, label %68, !dbg !498

68:                                               ; preds = %65
  %69 = load i32, ptr %9, align 4, !dbg !499
  %70 = sext i32 %69 to i64, !dbg !500
  %71 = load i32, ptr %9, align 4, !dbg !501
  %72 = sext i32 %71 to i64, !dbg !501
  %73 = mul nsw i64 %70, %72, !dbg !502
  %74 = load i32, ptr %9, align 4, !dbg !503
  %75 = sext i32 %74 to i64, !dbg !503
  %76 = mul nsw i64 %73, %75, !dbg !504
  %77 = load i32, ptr %10, align 4, !dbg !505
  %78 = sext i32 %77 to i64, !dbg !505
  %79 = mul nsw i64 %76, %78, !dbg !506
  %80 = icmp sgt i64 %79, 50000000, !dbg !507
  br i1 %80, label %81, label %87, !dbg !508

81:                                               ; preds = %68, %65, %62, %59, %52
  %82 = load ptr, ptr %5, align 8, !dbg !509
  %83 = getelementptr inbounds ptr, ptr %82, i64 1, !dbg !509
  %84 = load ptr, ptr %83, align 8, !dbg !509
  %85 = load ptr, ptr %6, align 8, !dbg !510
  %86 = call i32 @fail(ptr noundef @.str.4, ptr noundef %84, ptr noundef %85), !dbg !511
  store i32 %86, ptr %3, align 4, !dbg !512
  br label %176, !dbg !512

87:                                               ; preds = %68
    #dbg_declare(ptr %11, !513, !DIExpression(), !514)
  %88 = load i32, ptr %9, align 4, !dbg !515
  %89 = sext i32 %88 to i64, !dbg !516
  %90 = load i32, ptr %9, align 4, !dbg !517
  %91 = sext i32 %90 to i64, !dbg !517
  %92 = mul i64 %89, %91, !dbg !518
  %93 = load i32, ptr %9, align 4, !dbg !519
  %94 = sext i32 %93 to i64, !dbg !519
  %95 = mul i64 %92, %94, !dbg !520
  %96 = load i32, ptr %10, align 4, !dbg !521
  %97 = sext i32 %96 to i64, !dbg !521
  %98 = mul i64 %95, %97, !dbg !522
  store i64 %98, ptr %11, align 8, !dbg !514
    #dbg_declare(ptr %12, !523, !DIExpression(), !524)
  %99 = load i64, ptr %11, align 8, !dbg !525
  %100 = mul i64 %99, 3, !dbg !526
  %101 = mul i64 %100, 8, !dbg !527
  %102 = call noalias ptr @malloc(i64 noundef %101) #7, !dbg !528
  store ptr %102, ptr %12, align 8, !dbg !524
    #dbg_declare(ptr %13, !529, !DIExpression(), !530)
  %103 = load i64, ptr %11, align 8, !dbg !531
  %104 = mul i64 %103, 8, !dbg !532
  %105 = call noalias ptr @malloc(i64 noundef %104) #7, !dbg !533
  store ptr %105, ptr %13, align 8, !dbg !530
    #dbg_declare(ptr %14, !534, !DIExpression(), !535)
  %106 = load i64, ptr %11, align 8, !dbg !536
  %107 = mul i64 %106, 4, !dbg !537
  %108 = call noalias ptr @calloc(i64 noundef %107, i64 noundef 8) #8, !dbg !538
  store ptr %108, ptr %14, align 8, !dbg !535
  %109 = load ptr, ptr %12, align 8, !dbg !539
  %110 = icmp ne ptr %109, null, !dbg !539
  br i1 %110, label %111, label %117, !dbg !541

111:                                              ; preds = %87
  %112 = load ptr, ptr %13, align 8, !dbg !542
  %113 = icmp ne ptr %112, null, !dbg !542
  br i1 %113, label %114, label %117, !dbg !543

114:                                              ; preds = %111
  %115 = load ptr, ptr %14, align 8, !dbg !544
  %116 = icmp ne ptr %115, null, !dbg !544
  br i1 %116, label %123, label %117, !dbg !545

117:                                              ; preds = %114, %111, %87
  %118 = load ptr, ptr %5, align 8, !dbg !546
  %119 = getelementptr inbounds ptr, ptr %118, i64 1, !dbg !546
  %120 = load ptr, ptr %119, align 8, !dbg !546
  %121 = load ptr, ptr %6, align 8, !dbg !547
  %122 = call i32 @fail(ptr noundef @.str.5, ptr noundef %120, ptr noundef %121), !dbg !548
  store i32 %122, ptr %3, align 4, !dbg !549
  br label %176, !dbg !549

123:                                              ; preds = %114
  %124 = load ptr, ptr %6, align 8, !dbg !550
  %125 = load ptr, ptr %12, align 8, !dbg !552
  %126 = load i64, ptr %11, align 8, !dbg !553
  %127 = mul i64 %126, 3, !dbg !554
  %128 = call i32 @read_exact(ptr noundef %124, ptr noundef %125, i64 noundef 8, i64 noundef %127), !dbg !555
  %129 = icmp ne i32 %128, 0, !dbg !555
  br i1 %129, label %130, label %140, !dbg !556

130:                                              ; preds = %123
  %131 = load ptr, ptr %6, align 8, !dbg !557
  %132 = load ptr, ptr %13, align 8, !dbg !558
  %133 = load i64, ptr %11, align 8, !dbg !559
  %134 = call i32 @read_exact(ptr noundef %131, ptr noundef %132, i64 noundef 8, i64 noundef %133), !dbg !560
  %135 = icmp ne i32 %134, 0, !dbg !560
  br i1 %135, label %136, label %140, !dbg !561

136:                                              ; preds = %130
  %137 = load ptr, ptr %6, align 8, !dbg !562
  %138 = call i32 @fgetc(ptr noundef %137), !dbg !563
  %139 = icmp ne i32 %138, -1, !dbg !564
  br i1 %139, label %140, label %146, !dbg !565

140:                                              ; preds = %136, %130, %123
  %141 = load ptr, ptr %5, align 8, !dbg !566
  %142 = getelementptr inbounds ptr, ptr %141, i64 1, !dbg !566
  %143 = load ptr, ptr %142, align 8, !dbg !566
  %144 = load ptr, ptr %6, align 8, !dbg !567
  %145 = call i32 @fail(ptr noundef @.str.6, ptr noundef %143, ptr noundef %144), !dbg !568
  store i32 %145, ptr %3, align 4, !dbg !569
  br label %176, !dbg !569

146:                                              ; preds = %136
  %147 = load ptr, ptr %6, align 8, !dbg !570
  %148 = call i32 @fclose(ptr noundef %147), !dbg !571
  %149 = load i32, ptr %9, align 4, !dbg !572
  %150 = load i32, ptr %10, align 4, !dbg !573
  %151 = load double, ptr %8, align 8, !dbg !574
  %152 = load ptr, ptr %12, align 8, !dbg !575
  %153 = load ptr, ptr %13, align 8, !dbg !576
  %154 = load ptr, ptr %14, align 8, !dbg !577
  call void @lavamd(i32 noundef %149, i32 noundef %150, double noundef %151, ptr noundef %152, ptr noundef %153, ptr noundef %154), !dbg !578
    #dbg_declare(ptr %15, !579, !DIExpression(), !580)
  store double 0.000000e+00, ptr %15, align 8, !dbg !580
    #dbg_declare(ptr %16, !581, !DIExpression(), !583)
  store i64 0, ptr %16, align 8, !dbg !583
  br label %155, !dbg !584

155:                                              ; preds = %167, %146
  %156 = load i64, ptr %16, align 8, !dbg !585
  %157 = load i64, ptr %11, align 8, !dbg !587
  %158 = mul i64 %157, 4, !dbg !588
  %159 = icmp ult i64 %156, %158, !dbg !589
  br i1 %159, label %160, label %170, !dbg !590

160:                                              ; preds = %155
  %161 = load ptr, ptr %14, align 8, !dbg !591
  %162 = load i64, ptr %16, align 8, !dbg !592
  %163 = getelementptr inbounds double, ptr %161, i64 %162, !dbg !591
  %164 = load double, ptr %163, align 8, !dbg !591
  %165 = load double, ptr %15, align 8, !dbg !593
  %166 = fadd double %165, %164, !dbg !593
  store double %166, ptr %15, align 8, !dbg !593
  br label %167, !dbg !594

167:                                              ; preds = %160
  %168 = load i64, ptr %16, align 8, !dbg !595
  %169 = add i64 %168, 1, !dbg !595
  store i64 %169, ptr %16, align 8, !dbg !595
  br label %155, !dbg !596, !llvm.loop !597

170:                                              ; preds = %155
  %171 = load double, ptr %15, align 8, !dbg !599
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %171), !dbg !600
  %173 = load ptr, ptr %12, align 8, !dbg !601
  call void @free(ptr noundef %173) #6, !dbg !602
  %174 = load ptr, ptr %13, align 8, !dbg !603
  call void @free(ptr noundef %174) #6, !dbg !604
  %175 = load ptr, ptr %14, align 8, !dbg !605
  call void @free(ptr noundef %175) #6, !dbg !606
  store i32 0, ptr %3, align 4, !dbg !607
  br label %176, !dbg !607

176:                                              ; preds = %170, %140, %117, %81, %46, %32, %19
  %177 = load i32, ptr %3, align 4, !dbg !608
  ret i32 %177, !dbg !608
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

declare noalias ptr @fopen(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @fail(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !609 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !614, !DIExpression(), !615)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !616, !DIExpression(), !617)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !618, !DIExpression(), !619)
  %7 = load ptr, ptr @stderr, align 8, !dbg !620
  %8 = load ptr, ptr %4, align 8, !dbg !621
  %9 = load ptr, ptr %5, align 8, !dbg !622
  %10 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %7, ptr noundef @.str.8, ptr noundef %8, ptr noundef %9) #6, !dbg !623
  %11 = load ptr, ptr %6, align 8, !dbg !624
  %12 = icmp ne ptr %11, null, !dbg !624
  br i1 %12, label %13, label %16, !dbg !626

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 8, !dbg !627
  %15 = call i32 @fclose(ptr noundef %14), !dbg !628
  br label %16, !dbg !628

16:                                               ; preds = %13, %3
  ret i32 1, !dbg !629
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @read_exact(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !630 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !633, !DIExpression(), !634)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !635, !DIExpression(), !636)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !637, !DIExpression(), !638)
  store i64 %3, ptr %8, align 8
    #dbg_declare(ptr %8, !639, !DIExpression(), !640)
  %9 = load ptr, ptr %6, align 8, !dbg !641
  %10 = load i64, ptr %7, align 8, !dbg !642
  %11 = load i64, ptr %8, align 8, !dbg !643
  %12 = load ptr, ptr %5, align 8, !dbg !644
  %13 = call i64 @fread(ptr noundef %9, i64 noundef %10, i64 noundef %11, ptr noundef %12), !dbg !645
  %14 = load i64, ptr %8, align 8, !dbg !646
  %15 = icmp eq i64 %13, %14, !dbg !647
  %16 = zext i1 %15 to i32, !dbg !647
  ret i32 %16, !dbg !648
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #5

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
attributes #5 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "lavamd.c", directory: "/work/main/workloads/lavamd", checksumkind: CSK_MD5, checksum: "eb70e343bf1782b1edddebd5f3505e26")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 23)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 20)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 34)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 16)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 17)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !53, splitDebugInlining: false, nameTableKind: None)
!48 = !{!49, !50}
!49 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !51, line: 18, baseType: !52)
!51 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 2}
!60 = !{i32 7, !"frame-pointer", i32 2}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "lavamd", scope: !2, file: !2, line: 21, type: !63, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !47, retainedNodes: !70)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !65, !65, !66, !67, !67, !69}
!65 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!66 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !66)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!70 = !{}
!71 = !DILocalVariable(name: "nb", arg: 1, scope: !62, file: !2, line: 21, type: !65)
!72 = !DILocation(line: 21, column: 17, scope: !62)
!73 = !DILocalVariable(name: "ppb", arg: 2, scope: !62, file: !2, line: 21, type: !65)
!74 = !DILocation(line: 21, column: 25, scope: !62)
!75 = !DILocalVariable(name: "alpha", arg: 3, scope: !62, file: !2, line: 21, type: !66)
!76 = !DILocation(line: 21, column: 37, scope: !62)
!77 = !DILocalVariable(name: "pos", arg: 4, scope: !62, file: !2, line: 21, type: !67)
!78 = !DILocation(line: 21, column: 58, scope: !62)
!79 = !DILocalVariable(name: "charge", arg: 5, scope: !62, file: !2, line: 21, type: !67)
!80 = !DILocation(line: 21, column: 77, scope: !62)
!81 = !DILocalVariable(name: "fv", arg: 6, scope: !62, file: !2, line: 22, type: !69)
!82 = !DILocation(line: 22, column: 21, scope: !62)
!83 = !DILocalVariable(name: "a2", scope: !62, file: !2, line: 24, type: !66)
!84 = !DILocation(line: 24, column: 12, scope: !62)
!85 = !DILocation(line: 24, column: 23, scope: !62)
!86 = !DILocation(line: 24, column: 21, scope: !62)
!87 = !DILocation(line: 24, column: 31, scope: !62)
!88 = !DILocation(line: 24, column: 29, scope: !62)
!89 = !DILocalVariable(name: "bz", scope: !90, file: !2, line: 25, type: !65)
!90 = distinct !DILexicalBlock(scope: !62, file: !2, line: 25, column: 5)
!91 = !DILocation(line: 25, column: 14, scope: !90)
!92 = !DILocation(line: 25, column: 10, scope: !90)
!93 = !DILocation(line: 25, column: 22, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !2, line: 25, column: 5)
!95 = !DILocation(line: 25, column: 27, scope: !94)
!96 = !DILocation(line: 25, column: 25, scope: !94)
!97 = !DILocation(line: 25, column: 5, scope: !90)
!98 = !DILocalVariable(name: "by", scope: !99, file: !2, line: 26, type: !65)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 26, column: 9)
!100 = distinct !DILexicalBlock(scope: !94, file: !2, line: 25, column: 37)
!101 = !DILocation(line: 26, column: 18, scope: !99)
!102 = !DILocation(line: 26, column: 14, scope: !99)
!103 = !DILocation(line: 26, column: 26, scope: !104)
!104 = distinct !DILexicalBlock(scope: !99, file: !2, line: 26, column: 9)
!105 = !DILocation(line: 26, column: 31, scope: !104)
!106 = !DILocation(line: 26, column: 29, scope: !104)
!107 = !DILocation(line: 26, column: 9, scope: !99)
!108 = !DILocalVariable(name: "bx", scope: !109, file: !2, line: 27, type: !65)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 27, column: 13)
!110 = distinct !DILexicalBlock(scope: !104, file: !2, line: 26, column: 41)
!111 = !DILocation(line: 27, column: 22, scope: !109)
!112 = !DILocation(line: 27, column: 18, scope: !109)
!113 = !DILocation(line: 27, column: 30, scope: !114)
!114 = distinct !DILexicalBlock(scope: !109, file: !2, line: 27, column: 13)
!115 = !DILocation(line: 27, column: 35, scope: !114)
!116 = !DILocation(line: 27, column: 33, scope: !114)
!117 = !DILocation(line: 27, column: 13, scope: !109)
!118 = !DILocalVariable(name: "home", scope: !119, file: !2, line: 28, type: !65)
!119 = distinct !DILexicalBlock(scope: !114, file: !2, line: 27, column: 45)
!120 = !DILocation(line: 28, column: 21, scope: !119)
!121 = !DILocation(line: 28, column: 29, scope: !119)
!122 = !DILocation(line: 28, column: 34, scope: !119)
!123 = !DILocation(line: 28, column: 32, scope: !119)
!124 = !DILocation(line: 28, column: 39, scope: !119)
!125 = !DILocation(line: 28, column: 37, scope: !119)
!126 = !DILocation(line: 28, column: 45, scope: !119)
!127 = !DILocation(line: 28, column: 43, scope: !119)
!128 = !DILocation(line: 28, column: 50, scope: !119)
!129 = !DILocation(line: 28, column: 48, scope: !119)
!130 = !DILocalVariable(name: "dz", scope: !131, file: !2, line: 29, type: !65)
!131 = distinct !DILexicalBlock(scope: !119, file: !2, line: 29, column: 17)
!132 = !DILocation(line: 29, column: 26, scope: !131)
!133 = !DILocation(line: 29, column: 22, scope: !131)
!134 = !DILocation(line: 29, column: 35, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !2, line: 29, column: 17)
!136 = !DILocation(line: 29, column: 38, scope: !135)
!137 = !DILocation(line: 29, column: 17, scope: !131)
!138 = !DILocalVariable(name: "dy", scope: !139, file: !2, line: 30, type: !65)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 30, column: 21)
!140 = distinct !DILexicalBlock(scope: !135, file: !2, line: 29, column: 50)
!141 = !DILocation(line: 30, column: 30, scope: !139)
!142 = !DILocation(line: 30, column: 26, scope: !139)
!143 = !DILocation(line: 30, column: 39, scope: !144)
!144 = distinct !DILexicalBlock(scope: !139, file: !2, line: 30, column: 21)
!145 = !DILocation(line: 30, column: 42, scope: !144)
!146 = !DILocation(line: 30, column: 21, scope: !139)
!147 = !DILocalVariable(name: "dx", scope: !148, file: !2, line: 31, type: !65)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 31, column: 25)
!149 = distinct !DILexicalBlock(scope: !144, file: !2, line: 30, column: 54)
!150 = !DILocation(line: 31, column: 34, scope: !148)
!151 = !DILocation(line: 31, column: 30, scope: !148)
!152 = !DILocation(line: 31, column: 43, scope: !153)
!153 = distinct !DILexicalBlock(scope: !148, file: !2, line: 31, column: 25)
!154 = !DILocation(line: 31, column: 46, scope: !153)
!155 = !DILocation(line: 31, column: 25, scope: !148)
!156 = !DILocalVariable(name: "nz", scope: !157, file: !2, line: 32, type: !65)
!157 = distinct !DILexicalBlock(scope: !153, file: !2, line: 31, column: 58)
!158 = !DILocation(line: 32, column: 33, scope: !157)
!159 = !DILocation(line: 32, column: 38, scope: !157)
!160 = !DILocation(line: 32, column: 43, scope: !157)
!161 = !DILocation(line: 32, column: 41, scope: !157)
!162 = !DILocalVariable(name: "ny", scope: !157, file: !2, line: 32, type: !65)
!163 = !DILocation(line: 32, column: 47, scope: !157)
!164 = !DILocation(line: 32, column: 52, scope: !157)
!165 = !DILocation(line: 32, column: 57, scope: !157)
!166 = !DILocation(line: 32, column: 55, scope: !157)
!167 = !DILocalVariable(name: "nx", scope: !157, file: !2, line: 32, type: !65)
!168 = !DILocation(line: 32, column: 61, scope: !157)
!169 = !DILocation(line: 32, column: 66, scope: !157)
!170 = !DILocation(line: 32, column: 71, scope: !157)
!171 = !DILocation(line: 32, column: 69, scope: !157)
!172 = !DILocation(line: 33, column: 33, scope: !173)
!173 = distinct !DILexicalBlock(scope: !157, file: !2, line: 33, column: 33)
!174 = !DILocation(line: 33, column: 36, scope: !173)
!175 = !DILocation(line: 33, column: 40, scope: !173)
!176 = !DILocation(line: 33, column: 43, scope: !173)
!177 = !DILocation(line: 33, column: 49, scope: !173)
!178 = !DILocation(line: 33, column: 46, scope: !173)
!179 = !DILocation(line: 33, column: 52, scope: !173)
!180 = !DILocation(line: 33, column: 55, scope: !173)
!181 = !DILocation(line: 33, column: 58, scope: !173)
!182 = !DILocation(line: 33, column: 62, scope: !173)
!183 = !DILocation(line: 33, column: 65, scope: !173)
!184 = !DILocation(line: 33, column: 71, scope: !173)
!185 = !DILocation(line: 33, column: 68, scope: !173)
!186 = !DILocation(line: 33, column: 74, scope: !173)
!187 = !DILocation(line: 33, column: 77, scope: !173)
!188 = !DILocation(line: 33, column: 80, scope: !173)
!189 = !DILocation(line: 33, column: 84, scope: !173)
!190 = !DILocation(line: 33, column: 87, scope: !173)
!191 = !DILocation(line: 33, column: 93, scope: !173)
!192 = !DILocation(line: 33, column: 90, scope: !173)
!193 = !DILocation(line: 33, column: 33, scope: !157)
!194 = !DILocation(line: 34, column: 33, scope: !173)
!195 = !DILocalVariable(name: "nbr", scope: !157, file: !2, line: 35, type: !65)
!196 = !DILocation(line: 35, column: 33, scope: !157)
!197 = !DILocation(line: 35, column: 40, scope: !157)
!198 = !DILocation(line: 35, column: 45, scope: !157)
!199 = !DILocation(line: 35, column: 43, scope: !157)
!200 = !DILocation(line: 35, column: 50, scope: !157)
!201 = !DILocation(line: 35, column: 48, scope: !157)
!202 = !DILocation(line: 35, column: 56, scope: !157)
!203 = !DILocation(line: 35, column: 54, scope: !157)
!204 = !DILocation(line: 35, column: 61, scope: !157)
!205 = !DILocation(line: 35, column: 59, scope: !157)
!206 = !DILocalVariable(name: "i", scope: !207, file: !2, line: 36, type: !65)
!207 = distinct !DILexicalBlock(scope: !157, file: !2, line: 36, column: 29)
!208 = !DILocation(line: 36, column: 38, scope: !207)
!209 = !DILocation(line: 36, column: 42, scope: !207)
!210 = !DILocation(line: 36, column: 49, scope: !207)
!211 = !DILocation(line: 36, column: 47, scope: !207)
!212 = !DILocation(line: 36, column: 34, scope: !207)
!213 = !DILocation(line: 36, column: 54, scope: !214)
!214 = distinct !DILexicalBlock(scope: !207, file: !2, line: 36, column: 29)
!215 = !DILocation(line: 36, column: 59, scope: !214)
!216 = !DILocation(line: 36, column: 64, scope: !214)
!217 = !DILocation(line: 36, column: 71, scope: !214)
!218 = !DILocation(line: 36, column: 69, scope: !214)
!219 = !DILocation(line: 36, column: 56, scope: !214)
!220 = !DILocation(line: 36, column: 29, scope: !207)
!221 = !DILocalVariable(name: "xi", scope: !222, file: !2, line: 37, type: !66)
!222 = distinct !DILexicalBlock(scope: !214, file: !2, line: 36, column: 81)
!223 = !DILocation(line: 37, column: 40, scope: !222)
!224 = !DILocation(line: 37, column: 45, scope: !222)
!225 = !DILocation(line: 37, column: 53, scope: !222)
!226 = !DILocation(line: 37, column: 51, scope: !222)
!227 = !DILocalVariable(name: "yi", scope: !222, file: !2, line: 37, type: !66)
!228 = !DILocation(line: 37, column: 57, scope: !222)
!229 = !DILocation(line: 37, column: 62, scope: !222)
!230 = !DILocation(line: 37, column: 70, scope: !222)
!231 = !DILocation(line: 37, column: 68, scope: !222)
!232 = !DILocation(line: 37, column: 72, scope: !222)
!233 = !DILocalVariable(name: "zi", scope: !222, file: !2, line: 37, type: !66)
!234 = !DILocation(line: 37, column: 78, scope: !222)
!235 = !DILocation(line: 37, column: 83, scope: !222)
!236 = !DILocation(line: 37, column: 91, scope: !222)
!237 = !DILocation(line: 37, column: 89, scope: !222)
!238 = !DILocation(line: 37, column: 93, scope: !222)
!239 = !DILocalVariable(name: "j", scope: !240, file: !2, line: 38, type: !65)
!240 = distinct !DILexicalBlock(scope: !222, file: !2, line: 38, column: 33)
!241 = !DILocation(line: 38, column: 42, scope: !240)
!242 = !DILocation(line: 38, column: 46, scope: !240)
!243 = !DILocation(line: 38, column: 52, scope: !240)
!244 = !DILocation(line: 38, column: 50, scope: !240)
!245 = !DILocation(line: 38, column: 38, scope: !240)
!246 = !DILocation(line: 38, column: 57, scope: !247)
!247 = distinct !DILexicalBlock(scope: !240, file: !2, line: 38, column: 33)
!248 = !DILocation(line: 38, column: 62, scope: !247)
!249 = !DILocation(line: 38, column: 66, scope: !247)
!250 = !DILocation(line: 38, column: 73, scope: !247)
!251 = !DILocation(line: 38, column: 71, scope: !247)
!252 = !DILocation(line: 38, column: 59, scope: !247)
!253 = !DILocation(line: 38, column: 33, scope: !240)
!254 = !DILocalVariable(name: "ddx", scope: !255, file: !2, line: 39, type: !66)
!255 = distinct !DILexicalBlock(scope: !247, file: !2, line: 38, column: 83)
!256 = !DILocation(line: 39, column: 44, scope: !255)
!257 = !DILocation(line: 39, column: 50, scope: !255)
!258 = !DILocation(line: 39, column: 55, scope: !255)
!259 = !DILocation(line: 39, column: 63, scope: !255)
!260 = !DILocation(line: 39, column: 61, scope: !255)
!261 = !DILocation(line: 39, column: 53, scope: !255)
!262 = !DILocalVariable(name: "ddy", scope: !255, file: !2, line: 40, type: !66)
!263 = !DILocation(line: 40, column: 44, scope: !255)
!264 = !DILocation(line: 40, column: 50, scope: !255)
!265 = !DILocation(line: 40, column: 55, scope: !255)
!266 = !DILocation(line: 40, column: 63, scope: !255)
!267 = !DILocation(line: 40, column: 61, scope: !255)
!268 = !DILocation(line: 40, column: 65, scope: !255)
!269 = !DILocation(line: 40, column: 53, scope: !255)
!270 = !DILocalVariable(name: "ddz", scope: !255, file: !2, line: 41, type: !66)
!271 = !DILocation(line: 41, column: 44, scope: !255)
!272 = !DILocation(line: 41, column: 50, scope: !255)
!273 = !DILocation(line: 41, column: 55, scope: !255)
!274 = !DILocation(line: 41, column: 63, scope: !255)
!275 = !DILocation(line: 41, column: 61, scope: !255)
!276 = !DILocation(line: 41, column: 65, scope: !255)
!277 = !DILocation(line: 41, column: 53, scope: !255)
!278 = !DILocalVariable(name: "r2", scope: !255, file: !2, line: 42, type: !66)
!279 = !DILocation(line: 42, column: 44, scope: !255)
!280 = !DILocation(line: 42, column: 49, scope: !255)
!281 = !DILocation(line: 42, column: 55, scope: !255)
!282 = !DILocation(line: 42, column: 61, scope: !255)
!283 = !DILocation(line: 42, column: 67, scope: !255)
!284 = !DILocation(line: 42, column: 65, scope: !255)
!285 = !DILocation(line: 42, column: 59, scope: !255)
!286 = !DILocation(line: 42, column: 73, scope: !255)
!287 = !DILocation(line: 42, column: 79, scope: !255)
!288 = !DILocation(line: 42, column: 71, scope: !255)
!289 = !DILocalVariable(name: "vij", scope: !255, file: !2, line: 43, type: !66)
!290 = !DILocation(line: 43, column: 44, scope: !255)
!291 = !DILocation(line: 43, column: 55, scope: !255)
!292 = !DILocation(line: 43, column: 54, scope: !255)
!293 = !DILocation(line: 43, column: 60, scope: !255)
!294 = !DILocation(line: 43, column: 58, scope: !255)
!295 = !DILocation(line: 43, column: 50, scope: !255)
!296 = !DILocalVariable(name: "fs", scope: !255, file: !2, line: 44, type: !66)
!297 = !DILocation(line: 44, column: 44, scope: !255)
!298 = !DILocation(line: 44, column: 55, scope: !255)
!299 = !DILocation(line: 44, column: 53, scope: !255)
!300 = !DILocalVariable(name: "qj", scope: !255, file: !2, line: 45, type: !66)
!301 = !DILocation(line: 45, column: 44, scope: !255)
!302 = !DILocation(line: 45, column: 49, scope: !255)
!303 = !DILocation(line: 45, column: 56, scope: !255)
!304 = !DILocation(line: 46, column: 50, scope: !255)
!305 = !DILocation(line: 46, column: 55, scope: !255)
!306 = !DILocation(line: 46, column: 37, scope: !255)
!307 = !DILocation(line: 46, column: 44, scope: !255)
!308 = !DILocation(line: 46, column: 42, scope: !255)
!309 = !DILocation(line: 46, column: 47, scope: !255)
!310 = !DILocation(line: 47, column: 54, scope: !255)
!311 = !DILocation(line: 47, column: 59, scope: !255)
!312 = !DILocation(line: 47, column: 57, scope: !255)
!313 = !DILocation(line: 47, column: 64, scope: !255)
!314 = !DILocation(line: 47, column: 37, scope: !255)
!315 = !DILocation(line: 47, column: 44, scope: !255)
!316 = !DILocation(line: 47, column: 42, scope: !255)
!317 = !DILocation(line: 47, column: 46, scope: !255)
!318 = !DILocation(line: 47, column: 51, scope: !255)
!319 = !DILocation(line: 48, column: 54, scope: !255)
!320 = !DILocation(line: 48, column: 59, scope: !255)
!321 = !DILocation(line: 48, column: 57, scope: !255)
!322 = !DILocation(line: 48, column: 64, scope: !255)
!323 = !DILocation(line: 48, column: 37, scope: !255)
!324 = !DILocation(line: 48, column: 44, scope: !255)
!325 = !DILocation(line: 48, column: 42, scope: !255)
!326 = !DILocation(line: 48, column: 46, scope: !255)
!327 = !DILocation(line: 48, column: 51, scope: !255)
!328 = !DILocation(line: 49, column: 54, scope: !255)
!329 = !DILocation(line: 49, column: 59, scope: !255)
!330 = !DILocation(line: 49, column: 57, scope: !255)
!331 = !DILocation(line: 49, column: 64, scope: !255)
!332 = !DILocation(line: 49, column: 37, scope: !255)
!333 = !DILocation(line: 49, column: 44, scope: !255)
!334 = !DILocation(line: 49, column: 42, scope: !255)
!335 = !DILocation(line: 49, column: 46, scope: !255)
!336 = !DILocation(line: 49, column: 51, scope: !255)
!337 = !DILocation(line: 50, column: 33, scope: !255)
!338 = !DILocation(line: 38, column: 79, scope: !247)
!339 = !DILocation(line: 38, column: 33, scope: !247)
!340 = distinct !{!340, !253, !341, !342}
!341 = !DILocation(line: 50, column: 33, scope: !240)
!342 = !{!"llvm.loop.mustprogress"}
!343 = !DILocation(line: 51, column: 29, scope: !222)
!344 = !DILocation(line: 36, column: 77, scope: !214)
!345 = !DILocation(line: 36, column: 29, scope: !214)
!346 = distinct !{!346, !220, !347, !342}
!347 = !DILocation(line: 51, column: 29, scope: !207)
!348 = !DILocation(line: 52, column: 25, scope: !157)
!349 = !DILocation(line: 31, column: 54, scope: !153)
!350 = !DILocation(line: 31, column: 25, scope: !153)
!351 = distinct !{!351, !155, !352, !342}
!352 = !DILocation(line: 52, column: 25, scope: !148)
!353 = !DILocation(line: 53, column: 21, scope: !149)
!354 = !DILocation(line: 30, column: 50, scope: !144)
!355 = !DILocation(line: 30, column: 21, scope: !144)
!356 = distinct !{!356, !146, !357, !342}
!357 = !DILocation(line: 53, column: 21, scope: !139)
!358 = !DILocation(line: 54, column: 17, scope: !140)
!359 = !DILocation(line: 29, column: 46, scope: !135)
!360 = !DILocation(line: 29, column: 17, scope: !135)
!361 = distinct !{!361, !137, !362, !342}
!362 = !DILocation(line: 54, column: 17, scope: !131)
!363 = !DILocation(line: 55, column: 13, scope: !119)
!364 = !DILocation(line: 27, column: 41, scope: !114)
!365 = !DILocation(line: 27, column: 13, scope: !114)
!366 = distinct !{!366, !117, !367, !342}
!367 = !DILocation(line: 55, column: 13, scope: !109)
!368 = !DILocation(line: 56, column: 9, scope: !110)
!369 = !DILocation(line: 26, column: 37, scope: !104)
!370 = !DILocation(line: 26, column: 9, scope: !104)
!371 = distinct !{!371, !107, !372, !342}
!372 = !DILocation(line: 56, column: 9, scope: !99)
!373 = !DILocation(line: 57, column: 5, scope: !100)
!374 = !DILocation(line: 25, column: 33, scope: !94)
!375 = !DILocation(line: 25, column: 5, scope: !94)
!376 = distinct !{!376, !97, !377, !342}
!377 = !DILocation(line: 57, column: 5, scope: !90)
!378 = !DILocation(line: 58, column: 1, scope: !62)
!379 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 73, type: !380, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !47, retainedNodes: !70)
!380 = !DISubroutineType(types: !381)
!381 = !{!65, !65, !382}
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 64)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!384 = !DILocalVariable(name: "argc", arg: 1, scope: !379, file: !2, line: 73, type: !65)
!385 = !DILocation(line: 73, column: 14, scope: !379)
!386 = !DILocalVariable(name: "argv", arg: 2, scope: !379, file: !2, line: 73, type: !382)
!387 = !DILocation(line: 73, column: 27, scope: !379)
!388 = !DILocation(line: 75, column: 9, scope: !389)
!389 = distinct !DILexicalBlock(scope: !379, file: !2, line: 75, column: 9)
!390 = !DILocation(line: 75, column: 14, scope: !389)
!391 = !DILocation(line: 75, column: 9, scope: !379)
!392 = !DILocation(line: 76, column: 17, scope: !393)
!393 = distinct !DILexicalBlock(scope: !389, file: !2, line: 75, column: 19)
!394 = !DILocation(line: 76, column: 50, scope: !393)
!395 = !DILocation(line: 76, column: 9, scope: !393)
!396 = !DILocation(line: 77, column: 9, scope: !393)
!397 = !DILocalVariable(name: "f", scope: !379, file: !2, line: 79, type: !398)
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !399, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !400, line: 7, baseType: !401)
!400 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!401 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !402, line: 49, size: 1728, elements: !403)
!402 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!403 = !{!404, !405, !406, !407, !408, !409, !410, !411, !412, !413, !414, !415, !416, !419, !421, !422, !423, !427, !429, !431, !435, !438, !440, !443, !446, !447, !449, !450, !451}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !401, file: !402, line: 51, baseType: !65, size: 32)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !401, file: !402, line: 54, baseType: !383, size: 64, offset: 64)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !401, file: !402, line: 55, baseType: !383, size: 64, offset: 128)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !401, file: !402, line: 56, baseType: !383, size: 64, offset: 192)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !401, file: !402, line: 57, baseType: !383, size: 64, offset: 256)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !401, file: !402, line: 58, baseType: !383, size: 64, offset: 320)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !401, file: !402, line: 59, baseType: !383, size: 64, offset: 384)
!411 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !401, file: !402, line: 60, baseType: !383, size: 64, offset: 448)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !401, file: !402, line: 61, baseType: !383, size: 64, offset: 512)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !401, file: !402, line: 64, baseType: !383, size: 64, offset: 576)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !401, file: !402, line: 65, baseType: !383, size: 64, offset: 640)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !401, file: !402, line: 66, baseType: !383, size: 64, offset: 704)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !401, file: !402, line: 68, baseType: !417, size: 64, offset: 768)
!417 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !418, size: 64)
!418 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !402, line: 36, flags: DIFlagFwdDecl)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !401, file: !402, line: 70, baseType: !420, size: 64, offset: 832)
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !401, size: 64)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !401, file: !402, line: 72, baseType: !65, size: 32, offset: 896)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !401, file: !402, line: 73, baseType: !65, size: 32, offset: 928)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !401, file: !402, line: 74, baseType: !424, size: 64, offset: 960)
!424 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !425, line: 152, baseType: !426)
!425 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!426 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !401, file: !402, line: 77, baseType: !428, size: 16, offset: 1024)
!428 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !401, file: !402, line: 78, baseType: !430, size: 8, offset: 1040)
!430 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !401, file: !402, line: 79, baseType: !432, size: 8, offset: 1048)
!432 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !433)
!433 = !{!434}
!434 = !DISubrange(count: 1)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !401, file: !402, line: 81, baseType: !436, size: 64, offset: 1088)
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !437, size: 64)
!437 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !402, line: 43, baseType: null)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !401, file: !402, line: 89, baseType: !439, size: 64, offset: 1152)
!439 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !425, line: 153, baseType: !426)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !401, file: !402, line: 91, baseType: !441, size: 64, offset: 1216)
!441 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !442, size: 64)
!442 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !402, line: 37, flags: DIFlagFwdDecl)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !401, file: !402, line: 92, baseType: !444, size: 64, offset: 1280)
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 64)
!445 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !402, line: 38, flags: DIFlagFwdDecl)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !401, file: !402, line: 93, baseType: !420, size: 64, offset: 1344)
!447 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !401, file: !402, line: 94, baseType: !448, size: 64, offset: 1408)
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!449 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !401, file: !402, line: 95, baseType: !50, size: 64, offset: 1472)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !401, file: !402, line: 96, baseType: !65, size: 32, offset: 1536)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !401, file: !402, line: 98, baseType: !19, size: 160, offset: 1568)
!452 = !DILocation(line: 79, column: 11, scope: !379)
!453 = !DILocation(line: 79, column: 21, scope: !379)
!454 = !DILocation(line: 79, column: 15, scope: !379)
!455 = !DILocation(line: 80, column: 10, scope: !456)
!456 = distinct !DILexicalBlock(scope: !379, file: !2, line: 80, column: 9)
!457 = !DILocation(line: 80, column: 9, scope: !379)
!458 = !DILocation(line: 81, column: 47, scope: !456)
!459 = !DILocation(line: 81, column: 16, scope: !456)
!460 = !DILocation(line: 81, column: 9, scope: !456)
!461 = !DILocalVariable(name: "hdr", scope: !379, file: !2, line: 82, type: !462)
!462 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 64, elements: !463)
!463 = !{!464}
!464 = !DISubrange(count: 2)
!465 = !DILocation(line: 82, column: 9, scope: !379)
!466 = !DILocalVariable(name: "alpha", scope: !379, file: !2, line: 83, type: !66)
!467 = !DILocation(line: 83, column: 12, scope: !379)
!468 = !DILocation(line: 84, column: 21, scope: !469)
!469 = distinct !DILexicalBlock(scope: !379, file: !2, line: 84, column: 9)
!470 = !DILocation(line: 84, column: 24, scope: !469)
!471 = !DILocation(line: 84, column: 10, scope: !469)
!472 = !DILocation(line: 84, column: 45, scope: !469)
!473 = !DILocation(line: 84, column: 60, scope: !469)
!474 = !DILocation(line: 84, column: 49, scope: !469)
!475 = !DILocation(line: 84, column: 9, scope: !379)
!476 = !DILocation(line: 85, column: 44, scope: !469)
!477 = !DILocation(line: 85, column: 53, scope: !469)
!478 = !DILocation(line: 85, column: 16, scope: !469)
!479 = !DILocation(line: 85, column: 9, scope: !469)
!480 = !DILocalVariable(name: "nb", scope: !379, file: !2, line: 86, type: !65)
!481 = !DILocation(line: 86, column: 9, scope: !379)
!482 = !DILocation(line: 86, column: 14, scope: !379)
!483 = !DILocalVariable(name: "ppb", scope: !379, file: !2, line: 86, type: !65)
!484 = !DILocation(line: 86, column: 22, scope: !379)
!485 = !DILocation(line: 86, column: 28, scope: !379)
!486 = !DILocation(line: 87, column: 9, scope: !487)
!487 = distinct !DILexicalBlock(scope: !379, file: !2, line: 87, column: 9)
!488 = !DILocation(line: 87, column: 12, scope: !487)
!489 = !DILocation(line: 87, column: 16, scope: !487)
!490 = !DILocation(line: 87, column: 19, scope: !487)
!491 = !DILocation(line: 87, column: 23, scope: !487)
!492 = !DILocation(line: 87, column: 27, scope: !487)
!493 = !DILocation(line: 87, column: 30, scope: !487)
!494 = !DILocation(line: 87, column: 33, scope: !487)
!495 = !DILocation(line: 87, column: 39, scope: !487)
!496 = !DILocation(line: 87, column: 42, scope: !487)
!497 = !DILocation(line: 87, column: 46, scope: !487)
!498 = !DILocation(line: 87, column: 55, scope: !487)
!499 = !DILocation(line: 87, column: 69, scope: !487)
!500 = !DILocation(line: 87, column: 58, scope: !487)
!501 = !DILocation(line: 87, column: 74, scope: !487)
!502 = !DILocation(line: 87, column: 72, scope: !487)
!503 = !DILocation(line: 87, column: 79, scope: !487)
!504 = !DILocation(line: 87, column: 77, scope: !487)
!505 = !DILocation(line: 87, column: 84, scope: !487)
!506 = !DILocation(line: 87, column: 82, scope: !487)
!507 = !DILocation(line: 87, column: 88, scope: !487)
!508 = !DILocation(line: 87, column: 9, scope: !379)
!509 = !DILocation(line: 88, column: 38, scope: !487)
!510 = !DILocation(line: 88, column: 47, scope: !487)
!511 = !DILocation(line: 88, column: 16, scope: !487)
!512 = !DILocation(line: 88, column: 9, scope: !487)
!513 = !DILocalVariable(name: "np", scope: !379, file: !2, line: 89, type: !50)
!514 = !DILocation(line: 89, column: 12, scope: !379)
!515 = !DILocation(line: 89, column: 25, scope: !379)
!516 = !DILocation(line: 89, column: 17, scope: !379)
!517 = !DILocation(line: 89, column: 30, scope: !379)
!518 = !DILocation(line: 89, column: 28, scope: !379)
!519 = !DILocation(line: 89, column: 35, scope: !379)
!520 = !DILocation(line: 89, column: 33, scope: !379)
!521 = !DILocation(line: 89, column: 40, scope: !379)
!522 = !DILocation(line: 89, column: 38, scope: !379)
!523 = !DILocalVariable(name: "pos", scope: !379, file: !2, line: 90, type: !69)
!524 = !DILocation(line: 90, column: 13, scope: !379)
!525 = !DILocation(line: 90, column: 26, scope: !379)
!526 = !DILocation(line: 90, column: 29, scope: !379)
!527 = !DILocation(line: 90, column: 33, scope: !379)
!528 = !DILocation(line: 90, column: 19, scope: !379)
!529 = !DILocalVariable(name: "charge", scope: !379, file: !2, line: 91, type: !69)
!530 = !DILocation(line: 91, column: 13, scope: !379)
!531 = !DILocation(line: 91, column: 29, scope: !379)
!532 = !DILocation(line: 91, column: 32, scope: !379)
!533 = !DILocation(line: 91, column: 22, scope: !379)
!534 = !DILocalVariable(name: "fv", scope: !379, file: !2, line: 92, type: !69)
!535 = !DILocation(line: 92, column: 13, scope: !379)
!536 = !DILocation(line: 92, column: 25, scope: !379)
!537 = !DILocation(line: 92, column: 28, scope: !379)
!538 = !DILocation(line: 92, column: 18, scope: !379)
!539 = !DILocation(line: 93, column: 10, scope: !540)
!540 = distinct !DILexicalBlock(scope: !379, file: !2, line: 93, column: 9)
!541 = !DILocation(line: 93, column: 14, scope: !540)
!542 = !DILocation(line: 93, column: 18, scope: !540)
!543 = !DILocation(line: 93, column: 25, scope: !540)
!544 = !DILocation(line: 93, column: 29, scope: !540)
!545 = !DILocation(line: 93, column: 9, scope: !379)
!546 = !DILocation(line: 94, column: 46, scope: !540)
!547 = !DILocation(line: 94, column: 55, scope: !540)
!548 = !DILocation(line: 94, column: 16, scope: !540)
!549 = !DILocation(line: 94, column: 9, scope: !540)
!550 = !DILocation(line: 95, column: 21, scope: !551)
!551 = distinct !DILexicalBlock(scope: !379, file: !2, line: 95, column: 9)
!552 = !DILocation(line: 95, column: 24, scope: !551)
!553 = !DILocation(line: 95, column: 45, scope: !551)
!554 = !DILocation(line: 95, column: 48, scope: !551)
!555 = !DILocation(line: 95, column: 10, scope: !551)
!556 = !DILocation(line: 95, column: 53, scope: !551)
!557 = !DILocation(line: 95, column: 68, scope: !551)
!558 = !DILocation(line: 95, column: 71, scope: !551)
!559 = !DILocation(line: 95, column: 95, scope: !551)
!560 = !DILocation(line: 95, column: 57, scope: !551)
!561 = !DILocation(line: 95, column: 99, scope: !551)
!562 = !DILocation(line: 96, column: 15, scope: !551)
!563 = !DILocation(line: 96, column: 9, scope: !551)
!564 = !DILocation(line: 96, column: 18, scope: !551)
!565 = !DILocation(line: 95, column: 9, scope: !379)
!566 = !DILocation(line: 97, column: 58, scope: !551)
!567 = !DILocation(line: 97, column: 67, scope: !551)
!568 = !DILocation(line: 97, column: 16, scope: !551)
!569 = !DILocation(line: 97, column: 9, scope: !551)
!570 = !DILocation(line: 98, column: 12, scope: !379)
!571 = !DILocation(line: 98, column: 5, scope: !379)
!572 = !DILocation(line: 100, column: 12, scope: !379)
!573 = !DILocation(line: 100, column: 16, scope: !379)
!574 = !DILocation(line: 100, column: 21, scope: !379)
!575 = !DILocation(line: 100, column: 28, scope: !379)
!576 = !DILocation(line: 100, column: 33, scope: !379)
!577 = !DILocation(line: 100, column: 41, scope: !379)
!578 = !DILocation(line: 100, column: 5, scope: !379)
!579 = !DILocalVariable(name: "sum", scope: !379, file: !2, line: 102, type: !66)
!580 = !DILocation(line: 102, column: 12, scope: !379)
!581 = !DILocalVariable(name: "i", scope: !582, file: !2, line: 103, type: !50)
!582 = distinct !DILexicalBlock(scope: !379, file: !2, line: 103, column: 5)
!583 = !DILocation(line: 103, column: 17, scope: !582)
!584 = !DILocation(line: 103, column: 10, scope: !582)
!585 = !DILocation(line: 103, column: 24, scope: !586)
!586 = distinct !DILexicalBlock(scope: !582, file: !2, line: 103, column: 5)
!587 = !DILocation(line: 103, column: 28, scope: !586)
!588 = !DILocation(line: 103, column: 31, scope: !586)
!589 = !DILocation(line: 103, column: 26, scope: !586)
!590 = !DILocation(line: 103, column: 5, scope: !582)
!591 = !DILocation(line: 104, column: 16, scope: !586)
!592 = !DILocation(line: 104, column: 19, scope: !586)
!593 = !DILocation(line: 104, column: 13, scope: !586)
!594 = !DILocation(line: 104, column: 9, scope: !586)
!595 = !DILocation(line: 103, column: 37, scope: !586)
!596 = !DILocation(line: 103, column: 5, scope: !586)
!597 = distinct !{!597, !590, !598, !342}
!598 = !DILocation(line: 104, column: 20, scope: !582)
!599 = !DILocation(line: 105, column: 32, scope: !379)
!600 = !DILocation(line: 105, column: 5, scope: !379)
!601 = !DILocation(line: 106, column: 10, scope: !379)
!602 = !DILocation(line: 106, column: 5, scope: !379)
!603 = !DILocation(line: 107, column: 10, scope: !379)
!604 = !DILocation(line: 107, column: 5, scope: !379)
!605 = !DILocation(line: 108, column: 10, scope: !379)
!606 = !DILocation(line: 108, column: 5, scope: !379)
!607 = !DILocation(line: 109, column: 5, scope: !379)
!608 = !DILocation(line: 110, column: 1, scope: !379)
!609 = distinct !DISubprogram(name: "fail", scope: !2, file: !2, line: 65, type: !610, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !47, retainedNodes: !70)
!610 = !DISubroutineType(types: !611)
!611 = !{!65, !612, !612, !398}
!612 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !613, size: 64)
!613 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!614 = !DILocalVariable(name: "msg", arg: 1, scope: !609, file: !2, line: 65, type: !612)
!615 = !DILocation(line: 65, column: 29, scope: !609)
!616 = !DILocalVariable(name: "path", arg: 2, scope: !609, file: !2, line: 65, type: !612)
!617 = !DILocation(line: 65, column: 46, scope: !609)
!618 = !DILocalVariable(name: "f", arg: 3, scope: !609, file: !2, line: 65, type: !398)
!619 = !DILocation(line: 65, column: 58, scope: !609)
!620 = !DILocation(line: 67, column: 13, scope: !609)
!621 = !DILocation(line: 67, column: 42, scope: !609)
!622 = !DILocation(line: 67, column: 47, scope: !609)
!623 = !DILocation(line: 67, column: 5, scope: !609)
!624 = !DILocation(line: 68, column: 9, scope: !625)
!625 = distinct !DILexicalBlock(scope: !609, file: !2, line: 68, column: 9)
!626 = !DILocation(line: 68, column: 9, scope: !609)
!627 = !DILocation(line: 69, column: 16, scope: !625)
!628 = !DILocation(line: 69, column: 9, scope: !625)
!629 = !DILocation(line: 70, column: 5, scope: !609)
!630 = distinct !DISubprogram(name: "read_exact", scope: !2, file: !2, line: 60, type: !631, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !47, retainedNodes: !70)
!631 = !DISubroutineType(types: !632)
!632 = !{!65, !398, !448, !50, !50}
!633 = !DILocalVariable(name: "f", arg: 1, scope: !630, file: !2, line: 60, type: !398)
!634 = !DILocation(line: 60, column: 29, scope: !630)
!635 = !DILocalVariable(name: "buf", arg: 2, scope: !630, file: !2, line: 60, type: !448)
!636 = !DILocation(line: 60, column: 38, scope: !630)
!637 = !DILocalVariable(name: "size", arg: 3, scope: !630, file: !2, line: 60, type: !50)
!638 = !DILocation(line: 60, column: 50, scope: !630)
!639 = !DILocalVariable(name: "count", arg: 4, scope: !630, file: !2, line: 60, type: !50)
!640 = !DILocation(line: 60, column: 63, scope: !630)
!641 = !DILocation(line: 62, column: 18, scope: !630)
!642 = !DILocation(line: 62, column: 23, scope: !630)
!643 = !DILocation(line: 62, column: 29, scope: !630)
!644 = !DILocation(line: 62, column: 36, scope: !630)
!645 = !DILocation(line: 62, column: 12, scope: !630)
!646 = !DILocation(line: 62, column: 42, scope: !630)
!647 = !DILocation(line: 62, column: 39, scope: !630)
!648 = !DILocation(line: 62, column: 5, scope: !630)
