; ModuleID = 'minighost.c'
source_filename = "minighost.c"
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
@.str.8 = private unnamed_addr constant [20 x i8] c"minighost: %s '%s'\0A\00", align 1, !dbg !42

; Function Attrs: noinline nounwind uwtable
define dso_local void @minighost(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6) #0 !dbg !59 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca double, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store i32 %0, ptr %8, align 4
    #dbg_declare(ptr %8, !66, !DIExpression(), !67)
  store i32 %1, ptr %9, align 4
    #dbg_declare(ptr %9, !68, !DIExpression(), !69)
  store i32 %2, ptr %10, align 4
    #dbg_declare(ptr %10, !70, !DIExpression(), !71)
  store i32 %3, ptr %11, align 4
    #dbg_declare(ptr %11, !72, !DIExpression(), !73)
  store ptr %4, ptr %12, align 8
    #dbg_declare(ptr %12, !74, !DIExpression(), !75)
  store ptr %5, ptr %13, align 8
    #dbg_declare(ptr %13, !76, !DIExpression(), !77)
  store ptr %6, ptr %14, align 8
    #dbg_declare(ptr %14, !78, !DIExpression(), !79)
    #dbg_declare(ptr %15, !80, !DIExpression(), !81)
  %29 = load i32, ptr %8, align 4, !dbg !82
  %30 = add nsw i32 %29, 2, !dbg !83
  store i32 %30, ptr %15, align 4, !dbg !81
    #dbg_declare(ptr %16, !84, !DIExpression(), !85)
  %31 = load i32, ptr %8, align 4, !dbg !86
  %32 = add nsw i32 %31, 2, !dbg !87
  %33 = load i32, ptr %9, align 4, !dbg !88
  %34 = add nsw i32 %33, 2, !dbg !89
  %35 = mul nsw i32 %32, %34, !dbg !90
  store i32 %35, ptr %16, align 4, !dbg !85
    #dbg_declare(ptr %17, !91, !DIExpression(), !92)
  %36 = load ptr, ptr %12, align 8, !dbg !93
  store ptr %36, ptr %17, align 8, !dbg !92
    #dbg_declare(ptr %18, !94, !DIExpression(), !95)
  %37 = load ptr, ptr %13, align 8, !dbg !96
  store ptr %37, ptr %18, align 8, !dbg !95
    #dbg_declare(ptr %19, !97, !DIExpression(), !99)
  store i32 0, ptr %19, align 4, !dbg !99
  br label %38, !dbg !100

38:                                               ; preds = %185, %7
  %39 = load i32, ptr %19, align 4, !dbg !101
  %40 = load i32, ptr %11, align 4, !dbg !103
  %41 = icmp slt i32 %39, %40, !dbg !104
  br i1 %41, label %42, label %188, !dbg !105

42:                                               ; preds = %38
    #dbg_declare(ptr %20, !106, !DIExpression(), !109)
  store i32 1, ptr %20, align 4, !dbg !109
  br label %43, !dbg !110

43:                                               ; preds = %131, %42
  %44 = load i32, ptr %20, align 4, !dbg !111
  %45 = load i32, ptr %10, align 4, !dbg !113
  %46 = icmp sle i32 %44, %45, !dbg !114
  br i1 %46, label %47, label %134, !dbg !115

47:                                               ; preds = %43
    #dbg_declare(ptr %21, !116, !DIExpression(), !119)
  store i32 1, ptr %21, align 4, !dbg !119
  br label %48, !dbg !120

48:                                               ; preds = %127, %47
  %49 = load i32, ptr %21, align 4, !dbg !121
  %50 = load i32, ptr %9, align 4, !dbg !123
  %51 = icmp sle i32 %49, %50, !dbg !124
  br i1 %51, label %52, label %130, !dbg !125

52:                                               ; preds = %48
    #dbg_declare(ptr %22, !126, !DIExpression(), !129)
  store i32 1, ptr %22, align 4, !dbg !129
  br label %53, !dbg !130

53:                                               ; preds = %123, %52
  %54 = load i32, ptr %22, align 4, !dbg !131
  %55 = load i32, ptr %8, align 4, !dbg !133
  %56 = icmp sle i32 %54, %55, !dbg !134
  br i1 %56, label %57, label %126, !dbg !135

57:                                               ; preds = %53
    #dbg_declare(ptr %23, !136, !DIExpression(), !138)
  %58 = load i32, ptr %20, align 4, !dbg !139
  %59 = load i32, ptr %16, align 4, !dbg !140
  %60 = mul nsw i32 %58, %59, !dbg !141
  %61 = load i32, ptr %21, align 4, !dbg !142
  %62 = load i32, ptr %15, align 4, !dbg !143
  %63 = mul nsw i32 %61, %62, !dbg !144
  %64 = add nsw i32 %60, %63, !dbg !145
  %65 = load i32, ptr %22, align 4, !dbg !146
  %66 = add nsw i32 %64, %65, !dbg !147
  store i32 %66, ptr %23, align 4, !dbg !138
  %67 = load ptr, ptr %17, align 8, !dbg !148
  %68 = load i32, ptr %23, align 4, !dbg !149
  %69 = load i32, ptr %16, align 4, !dbg !150
  %70 = sub nsw i32 %68, %69, !dbg !151
  %71 = sext i32 %70 to i64, !dbg !148
  %72 = getelementptr inbounds double, ptr %67, i64 %71, !dbg !148
  %73 = load double, ptr %72, align 8, !dbg !148
  %74 = load ptr, ptr %17, align 8, !dbg !152
  %75 = load i32, ptr %23, align 4, !dbg !153
  %76 = load i32, ptr %15, align 4, !dbg !154
  %77 = sub nsw i32 %75, %76, !dbg !155
  %78 = sext i32 %77 to i64, !dbg !152
  %79 = getelementptr inbounds double, ptr %74, i64 %78, !dbg !152
  %80 = load double, ptr %79, align 8, !dbg !152
  %81 = fadd double %73, %80, !dbg !156
  %82 = load ptr, ptr %17, align 8, !dbg !157
  %83 = load i32, ptr %23, align 4, !dbg !158
  %84 = sub nsw i32 %83, 1, !dbg !159
  %85 = sext i32 %84 to i64, !dbg !157
  %86 = getelementptr inbounds double, ptr %82, i64 %85, !dbg !157
  %87 = load double, ptr %86, align 8, !dbg !157
  %88 = fadd double %81, %87, !dbg !160
  %89 = load ptr, ptr %17, align 8, !dbg !161
  %90 = load i32, ptr %23, align 4, !dbg !162
  %91 = sext i32 %90 to i64, !dbg !161
  %92 = getelementptr inbounds double, ptr %89, i64 %91, !dbg !161
  %93 = load double, ptr %92, align 8, !dbg !161
  %94 = fadd double %88, %93, !dbg !163
  %95 = load ptr, ptr %17, align 8, !dbg !164
  %96 = load i32, ptr %23, align 4, !dbg !165
  %97 = add nsw i32 %96, 1, !dbg !166
  %98 = sext i32 %97 to i64, !dbg !164
  %99 = getelementptr inbounds double, ptr %95, i64 %98, !dbg !164
  %100 = load double, ptr %99, align 8, !dbg !164
  %101 = fadd double %94, %100, !dbg !167
  %102 = load ptr, ptr %17, align 8, !dbg !168
  %103 = load i32, ptr %23, align 4, !dbg !169
  %104 = load i32, ptr %15, align 4, !dbg !170
  %105 = add nsw i32 %103, %104, !dbg !171
  %106 = sext i32 %105 to i64, !dbg !168
  %107 = getelementptr inbounds double, ptr %102, i64 %106, !dbg !168
  %108 = load double, ptr %107, align 8, !dbg !168
  %109 = fadd double %101, %108, !dbg !172
  %110 = load ptr, ptr %17, align 8, !dbg !173
  %111 = load i32, ptr %23, align 4, !dbg !174
  %112 = load i32, ptr %16, align 4, !dbg !175
  %113 = add nsw i32 %111, %112, !dbg !176
  %114 = sext i32 %113 to i64, !dbg !173
  %115 = getelementptr inbounds double, ptr %110, i64 %114, !dbg !173
  %116 = load double, ptr %115, align 8, !dbg !173
  %117 = fadd double %109, %116, !dbg !177
  %118 = fdiv double %117, 7.000000e+00, !dbg !178
  %119 = load ptr, ptr %18, align 8, !dbg !179
  %120 = load i32, ptr %23, align 4, !dbg !180
  %121 = sext i32 %120 to i64, !dbg !179
  %122 = getelementptr inbounds double, ptr %119, i64 %121, !dbg !179
  store double %118, ptr %122, align 8, !dbg !181
  br label %123, !dbg !182

123:                                              ; preds = %57
  %124 = load i32, ptr %22, align 4, !dbg !183
  %125 = add nsw i32 %124, 1, !dbg !183
  store i32 %125, ptr %22, align 4, !dbg !183
  br label %53, !dbg !184, !llvm.loop !185

126:                                              ; preds = %53
  br label %127, !dbg !188

127:                                              ; preds = %126
  %128 = load i32, ptr %21, align 4, !dbg !189
  %129 = add nsw i32 %128, 1, !dbg !189
  store i32 %129, ptr %21, align 4, !dbg !189
  br label %48, !dbg !190, !llvm.loop !191

130:                                              ; preds = %48
  br label %131, !dbg !193

131:                                              ; preds = %130
  %132 = load i32, ptr %20, align 4, !dbg !194
  %133 = add nsw i32 %132, 1, !dbg !194
  store i32 %133, ptr %20, align 4, !dbg !194
  br label %43, !dbg !195, !llvm.loop !196

134:                                              ; preds = %43
    #dbg_declare(ptr %24, !198, !DIExpression(), !199)
  %135 = load ptr, ptr %17, align 8, !dbg !200
  store ptr %135, ptr %24, align 8, !dbg !199
  %136 = load ptr, ptr %18, align 8, !dbg !201
  store ptr %136, ptr %17, align 8, !dbg !202
  %137 = load ptr, ptr %24, align 8, !dbg !203
  store ptr %137, ptr %18, align 8, !dbg !204
    #dbg_declare(ptr %25, !205, !DIExpression(), !206)
  store double 0.000000e+00, ptr %25, align 8, !dbg !206
    #dbg_declare(ptr %26, !207, !DIExpression(), !209)
  store i32 1, ptr %26, align 4, !dbg !209
  br label %138, !dbg !210

138:                                              ; preds = %176, %134
  %139 = load i32, ptr %26, align 4, !dbg !211
  %140 = load i32, ptr %10, align 4, !dbg !213
  %141 = icmp sle i32 %139, %140, !dbg !214
  br i1 %141, label %142, label %179, !dbg !215

142:                                              ; preds = %138
    #dbg_declare(ptr %27, !216, !DIExpression(), !218)
  store i32 1, ptr %27, align 4, !dbg !218
  br label %143, !dbg !219

143:                                              ; preds = %172, %142
  %144 = load i32, ptr %27, align 4, !dbg !220
  %145 = load i32, ptr %9, align 4, !dbg !222
  %146 = icmp sle i32 %144, %145, !dbg !223
  br i1 %146, label %147, label %175, !dbg !224

147:                                              ; preds = %143
    #dbg_declare(ptr %28, !225, !DIExpression(), !227)
  store i32 1, ptr %28, align 4, !dbg !227
  br label %148, !dbg !228

148:                                              ; preds = %168, %147
  %149 = load i32, ptr %28, align 4, !dbg !229
  %150 = load i32, ptr %8, align 4, !dbg !231
  %151 = icmp sle i32 %149, %150, !dbg !232
  br i1 %151, label %152, label %171, !dbg !233

152:                                              ; preds = %148
  %153 = load ptr, ptr %17, align 8, !dbg !234
  %154 = load i32, ptr %26, align 4, !dbg !235
  %155 = load i32, ptr %16, align 4, !dbg !236
  %156 = mul nsw i32 %154, %155, !dbg !237
  %157 = load i32, ptr %27, align 4, !dbg !238
  %158 = load i32, ptr %15, align 4, !dbg !239
  %159 = mul nsw i32 %157, %158, !dbg !240
  %160 = add nsw i32 %156, %159, !dbg !241
  %161 = load i32, ptr %28, align 4, !dbg !242
  %162 = add nsw i32 %160, %161, !dbg !243
  %163 = sext i32 %162 to i64, !dbg !234
  %164 = getelementptr inbounds double, ptr %153, i64 %163, !dbg !234
  %165 = load double, ptr %164, align 8, !dbg !234
  %166 = load double, ptr %25, align 8, !dbg !244
  %167 = fadd double %166, %165, !dbg !244
  store double %167, ptr %25, align 8, !dbg !244
  br label %168, !dbg !245

168:                                              ; preds = %152
  %169 = load i32, ptr %28, align 4, !dbg !246
  %170 = add nsw i32 %169, 1, !dbg !246
  store i32 %170, ptr %28, align 4, !dbg !246
  br label %148, !dbg !247, !llvm.loop !248

171:                                              ; preds = %148
  br label %172, !dbg !249

172:                                              ; preds = %171
  %173 = load i32, ptr %27, align 4, !dbg !250
  %174 = add nsw i32 %173, 1, !dbg !250
  store i32 %174, ptr %27, align 4, !dbg !250
  br label %143, !dbg !251, !llvm.loop !252

175:                                              ; preds = %143
  br label %176, !dbg !253

176:                                              ; preds = %175
  %177 = load i32, ptr %26, align 4, !dbg !254
  %178 = add nsw i32 %177, 1, !dbg !254
  store i32 %178, ptr %26, align 4, !dbg !254
  br label %138, !dbg !255, !llvm.loop !256

179:                                              ; preds = %138
  %180 = load double, ptr %25, align 8, !dbg !258
  %181 = load ptr, ptr %14, align 8, !dbg !259
  %182 = load i32, ptr %19, align 4, !dbg !260
  %183 = sext i32 %182 to i64, !dbg !259
  %184 = getelementptr inbounds double, ptr %181, i64 %183, !dbg !259
  store double %180, ptr %184, align 8, !dbg !261
  br label %185, !dbg !262

185:                                              ; preds = %179
  %186 = load i32, ptr %19, align 4, !dbg !263
  %187 = add nsw i32 %186, 1, !dbg !263
  store i32 %187, ptr %19, align 4, !dbg !263
  br label %38, !dbg !264, !llvm.loop !265

188:                                              ; preds = %38
  ret void, !dbg !267
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !268 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [4 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca double, align 8
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !273, !DIExpression(), !274)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !275, !DIExpression(), !276)
  %23 = load i32, ptr %4, align 4, !dbg !277
  %24 = icmp slt i32 %23, 2, !dbg !279
  br i1 %24, label %25, label %31, !dbg !280

25:                                               ; preds = %2
  %26 = load ptr, ptr @stderr, align 8, !dbg !281
  %27 = load ptr, ptr %5, align 8, !dbg !283
  %28 = getelementptr inbounds ptr, ptr %27, i64 0, !dbg !283
  %29 = load ptr, ptr %28, align 8, !dbg !283
  %30 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %26, ptr noundef @.str, ptr noundef %29) #4, !dbg !284
  store i32 1, ptr %3, align 4, !dbg !285
  br label %255, !dbg !285

31:                                               ; preds = %2
    #dbg_declare(ptr %6, !286, !DIExpression(), !341)
  %32 = load ptr, ptr %5, align 8, !dbg !342
  %33 = getelementptr inbounds ptr, ptr %32, i64 1, !dbg !342
  %34 = load ptr, ptr %33, align 8, !dbg !342
  %35 = call noalias ptr @fopen(ptr noundef %34, ptr noundef @.str.1), !dbg !343
  store ptr %35, ptr %6, align 8, !dbg !341
  %36 = load ptr, ptr %6, align 8, !dbg !344
  %37 = icmp ne ptr %36, null, !dbg !344
  br i1 %37, label %43, label %38, !dbg !346

38:                                               ; preds = %31
  %39 = load ptr, ptr %5, align 8, !dbg !347
  %40 = getelementptr inbounds ptr, ptr %39, i64 1, !dbg !347
  %41 = load ptr, ptr %40, align 8, !dbg !347
  %42 = call i32 @fail(ptr noundef @.str.2, ptr noundef %41, ptr noundef null), !dbg !348
  store i32 %42, ptr %3, align 4, !dbg !349
  br label %255, !dbg !349

43:                                               ; preds = %31
    #dbg_declare(ptr %7, !350, !DIExpression(), !354)
  %44 = load ptr, ptr %6, align 8, !dbg !355
  %45 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0, !dbg !357
  %46 = call i32 @read_exact(ptr noundef %44, ptr noundef %45, i64 noundef 4, i64 noundef 4), !dbg !358
  %47 = icmp ne i32 %46, 0, !dbg !358
  br i1 %47, label %54, label %48, !dbg !359

48:                                               ; preds = %43
  %49 = load ptr, ptr %5, align 8, !dbg !360
  %50 = getelementptr inbounds ptr, ptr %49, i64 1, !dbg !360
  %51 = load ptr, ptr %50, align 8, !dbg !360
  %52 = load ptr, ptr %6, align 8, !dbg !361
  %53 = call i32 @fail(ptr noundef @.str.3, ptr noundef %51, ptr noundef %52), !dbg !362
  store i32 %53, ptr %3, align 4, !dbg !363
  br label %255, !dbg !363

54:                                               ; preds = %43
    #dbg_declare(ptr %8, !364, !DIExpression(), !365)
  %55 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0, !dbg !366
  %56 = load i32, ptr %55, align 16, !dbg !366
  store i32 %56, ptr %8, align 4, !dbg !365
    #dbg_declare(ptr %9, !367, !DIExpression(), !368)
  %57 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 1, !dbg !369
  %58 = load i32, ptr %57, align 4, !dbg !369
  store i32 %58, ptr %9, align 4, !dbg !368
    #dbg_declare(ptr %10, !370, !DIExpression(), !371)
  %59 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 2, !dbg !372
  %60 = load i32, ptr %59, align 8, !dbg !372
  store i32 %60, ptr %10, align 4, !dbg !371
    #dbg_declare(ptr %11, !373, !DIExpression(), !374)
  %61 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 3, !dbg !375
  %62 = load i32, ptr %61, align 4, !dbg !375
  store i32 %62, ptr %11, align 4, !dbg !374
  %63 = load i32, ptr %8, align 4, !dbg !376
  %64 = icmp slt i32 %63, 1, !dbg !378
  br i1 %64, label %99, label %65, !dbg !379

65:                                               ; preds = %54
  %66 = load i32, ptr %9, align 4, !dbg !380
  %67 = icmp slt i32 %66, 1, !dbg !381
  br i1 %67, label %99, label %68, !dbg !382

68:                                               ; preds = %65
  %69 = load i32, ptr %10, align 4, !dbg !383
  %70 = icmp slt i32 %69, 1, !dbg !384
  br i1 %70, label %99, label %71, !dbg !385

71:                                               ; preds = %68
  %72 = load i32, ptr %11, align 4, !dbg !386
  %73 = icmp slt i32 %72, 0, !dbg !387
  br i1 %73, label %99, label %74, !dbg !388

74:                                               ; preds = %71
  %75 = load i32, ptr %8, align 4, !dbg !389
  %76 = icmp sgt i32 %75, 4000, !dbg !390
  br i1 %76, label %99, label %77, !dbg !391

77:                                               ; preds = %74
  %78 = load i32, ptr %9, align 4, !dbg !392
  %79 = icmp sgt i32 %78, 4000, !dbg !393
  br i1 %79, label %99, label %80, !dbg !394

80:                                               ; preds = %77
  %81 = load i32, ptr %10, align 4, !dbg !395
  %82 = icmp sgt i32 %81, 4000, !dbg !396
  br i1 %82, label %99, label %83, !dbg !397

83:                                               ; preds = %80
  %84 = load i32, ptr %8, align 4, !dbg !398
  %85 = add nsw i32 %84, 2, !dbg !399
  %86 = sext i32 %85 to i64, !dbg !400
  %87 = load i32, ptr %9, align 4, !dbg !401
  %88 = add nsw i32 %87, 2, !dbg !402
  %89 = sext i32 %88 to i64, !dbg !403
  %90 = mul nsw i64 %86, %89, !dbg !404
  %91 = load i32, ptr %10, align 4, !dbg !405
  %92 = add nsw i32 %91, 2, !dbg !406
  %93 = sext i32 %92 to i64, !dbg !407
  %94 = mul nsw i64 %90, %93, !dbg !408
  %95 = icmp sgt i64 %94, 200000000, !dbg !409
  br i1 %95, label %99, label %96, !dbg !410

96:                                               ; preds = %83
  %97 = load i32, ptr %11, align 4, !dbg !411
  %98 = icmp sgt i32 %97, 1000000, !dbg !412
  br i1 %98, label %99, label %105, !dbg !413

99:                                               ; preds = %96, %83, %80, %77, %74, %71, %68, %65, %54
  %100 = load ptr, ptr %5, align 8, !dbg !414
  %101 = getelementptr inbounds ptr, ptr %100, i64 1, !dbg !414
  %102 = load ptr, ptr %101, align 8, !dbg !414
  %103 = load ptr, ptr %6, align 8, !dbg !415
  %104 = call i32 @fail(ptr noundef @.str.4, ptr noundef %102, ptr noundef %103), !dbg !416
  store i32 %104, ptr %3, align 4, !dbg !417
  br label %255, !dbg !417

105:                                              ; preds = %96
    #dbg_declare(ptr %12, !418, !DIExpression(), !419)
  %106 = load i32, ptr %8, align 4, !dbg !420
  %107 = add nsw i32 %106, 2, !dbg !421
  %108 = sext i32 %107 to i64, !dbg !422
  %109 = load i32, ptr %9, align 4, !dbg !423
  %110 = add nsw i32 %109, 2, !dbg !424
  %111 = sext i32 %110 to i64, !dbg !425
  %112 = mul i64 %108, %111, !dbg !426
  %113 = load i32, ptr %10, align 4, !dbg !427
  %114 = add nsw i32 %113, 2, !dbg !428
  %115 = sext i32 %114 to i64, !dbg !429
  %116 = mul i64 %112, %115, !dbg !430
  store i64 %116, ptr %12, align 8, !dbg !419
    #dbg_declare(ptr %13, !431, !DIExpression(), !432)
  %117 = load i64, ptr %12, align 8, !dbg !433
  %118 = call noalias ptr @calloc(i64 noundef %117, i64 noundef 8) #5, !dbg !434
  store ptr %118, ptr %13, align 8, !dbg !432
    #dbg_declare(ptr %14, !435, !DIExpression(), !436)
  %119 = load i64, ptr %12, align 8, !dbg !437
  %120 = call noalias ptr @calloc(i64 noundef %119, i64 noundef 8) #5, !dbg !438
  store ptr %120, ptr %14, align 8, !dbg !436
    #dbg_declare(ptr %15, !439, !DIExpression(), !440)
  %121 = load i32, ptr %11, align 4, !dbg !441
  %122 = sext i32 %121 to i64, !dbg !442
  %123 = add i64 %122, 1, !dbg !443
  %124 = call noalias ptr @calloc(i64 noundef %123, i64 noundef 8) #5, !dbg !444
  store ptr %124, ptr %15, align 8, !dbg !440
  %125 = load ptr, ptr %13, align 8, !dbg !445
  %126 = icmp ne ptr %125, null, !dbg !445
  br i1 %126, label %127, label %133, !dbg !447

127:                                              ; preds = %105
  %128 = load ptr, ptr %14, align 8, !dbg !448
  %129 = icmp ne ptr %128, null, !dbg !448
  br i1 %129, label %130, label %133, !dbg !449

130:                                              ; preds = %127
  %131 = load ptr, ptr %15, align 8, !dbg !450
  %132 = icmp ne ptr %131, null, !dbg !450
  br i1 %132, label %139, label %133, !dbg !451

133:                                              ; preds = %130, %127, %105
  %134 = load ptr, ptr %5, align 8, !dbg !452
  %135 = getelementptr inbounds ptr, ptr %134, i64 1, !dbg !452
  %136 = load ptr, ptr %135, align 8, !dbg !452
  %137 = load ptr, ptr %6, align 8, !dbg !453
  %138 = call i32 @fail(ptr noundef @.str.5, ptr noundef %136, ptr noundef %137), !dbg !454
  store i32 %138, ptr %3, align 4, !dbg !455
  br label %255, !dbg !455

139:                                              ; preds = %130
    #dbg_declare(ptr %16, !456, !DIExpression(), !457)
  store i32 1, ptr %16, align 4, !dbg !457
    #dbg_declare(ptr %17, !458, !DIExpression(), !460)
  store i32 1, ptr %17, align 4, !dbg !460
  br label %140, !dbg !461

140:                                              ; preds = %184, %139
  %141 = load i32, ptr %17, align 4, !dbg !462
  %142 = load i32, ptr %10, align 4, !dbg !464
  %143 = icmp sle i32 %141, %142, !dbg !465
  br i1 %143, label %144, label %147, !dbg !466

144:                                              ; preds = %140
  %145 = load i32, ptr %16, align 4, !dbg !467
  %146 = icmp ne i32 %145, 0, !dbg !466
  br label %147

147:                                              ; preds = %144, %140
  %148 = phi i1 [ false, %140 ], [ %146, %144 ], !dbg !468
  br i1 %148, label %149, label %187, !dbg !469

149:                                              ; preds = %147
    #dbg_declare(ptr %18, !470, !DIExpression(), !472)
  store i32 1, ptr %18, align 4, !dbg !472
  br label %150, !dbg !473

150:                                              ; preds = %180, %149
  %151 = load i32, ptr %18, align 4, !dbg !474
  %152 = load i32, ptr %9, align 4, !dbg !476
  %153 = icmp sle i32 %151, %152, !dbg !477
  br i1 %153, label %154, label %157, !dbg !478

154:                                              ; preds = %150
  %155 = load i32, ptr %16, align 4, !dbg !479
  %156 = icmp ne i32 %155, 0, !dbg !478
  br label %157

157:                                              ; preds = %154, %150
  %158 = phi i1 [ false, %150 ], [ %156, %154 ], !dbg !480
  br i1 %158, label %159, label %183, !dbg !481

159:                                              ; preds = %157
  %160 = load ptr, ptr %6, align 8, !dbg !482
  %161 = load ptr, ptr %13, align 8, !dbg !483
  %162 = load i32, ptr %17, align 4, !dbg !484
  %163 = sext i32 %162 to i64, !dbg !485
  %164 = load i32, ptr %9, align 4, !dbg !486
  %165 = add nsw i32 %164, 2, !dbg !487
  %166 = sext i32 %165 to i64, !dbg !488
  %167 = mul i64 %163, %166, !dbg !489
  %168 = load i32, ptr %18, align 4, !dbg !490
  %169 = sext i32 %168 to i64, !dbg !490
  %170 = add i64 %167, %169, !dbg !491
  %171 = load i32, ptr %8, align 4, !dbg !492
  %172 = add nsw i32 %171, 2, !dbg !493
  %173 = sext i32 %172 to i64, !dbg !494
  %174 = mul i64 %170, %173, !dbg !495
  %175 = getelementptr inbounds double, ptr %161, i64 %174, !dbg !496
  %176 = getelementptr inbounds double, ptr %175, i64 1, !dbg !497
  %177 = load i32, ptr %8, align 4, !dbg !498
  %178 = sext i32 %177 to i64, !dbg !499
  %179 = call i32 @read_exact(ptr noundef %160, ptr noundef %176, i64 noundef 8, i64 noundef %178), !dbg !500
  store i32 %179, ptr %16, align 4, !dbg !501
  br label %180, !dbg !502

180:                                              ; preds = %159
  %181 = load i32, ptr %18, align 4, !dbg !503
  %182 = add nsw i32 %181, 1, !dbg !503
  store i32 %182, ptr %18, align 4, !dbg !503
  br label %150, !dbg !504, !llvm.loop !505

183:                                              ; preds = %157
  br label %184, !dbg !506

184:                                              ; preds = %183
  %185 = load i32, ptr %17, align 4, !dbg !507
  %186 = add nsw i32 %185, 1, !dbg !507
  store i32 %186, ptr %17, align 4, !dbg !507
  br label %140, !dbg !508, !llvm.loop !509

187:                                              ; preds = %147
  %188 = load i32, ptr %16, align 4, !dbg !511
  %189 = icmp ne i32 %188, 0, !dbg !511
  br i1 %189, label %190, label %194, !dbg !513

190:                                              ; preds = %187
  %191 = load ptr, ptr %6, align 8, !dbg !514
  %192 = call i32 @fgetc(ptr noundef %191), !dbg !515
  %193 = icmp ne i32 %192, -1, !dbg !516
  br i1 %193, label %194, label %200, !dbg !517

194:                                              ; preds = %190, %187
  %195 = load ptr, ptr %5, align 8, !dbg !518
  %196 = getelementptr inbounds ptr, ptr %195, i64 1, !dbg !518
  %197 = load ptr, ptr %196, align 8, !dbg !518
  %198 = load ptr, ptr %6, align 8, !dbg !519
  %199 = call i32 @fail(ptr noundef @.str.6, ptr noundef %197, ptr noundef %198), !dbg !520
  store i32 %199, ptr %3, align 4, !dbg !521
  br label %255, !dbg !521

200:                                              ; preds = %190
  %201 = load ptr, ptr %6, align 8, !dbg !522
  %202 = call i32 @fclose(ptr noundef %201), !dbg !523
  %203 = load i32, ptr %8, align 4, !dbg !524
  %204 = load i32, ptr %9, align 4, !dbg !525
  %205 = load i32, ptr %10, align 4, !dbg !526
  %206 = load i32, ptr %11, align 4, !dbg !527
  %207 = load ptr, ptr %13, align 8, !dbg !528
  %208 = load ptr, ptr %14, align 8, !dbg !529
  %209 = load ptr, ptr %15, align 8, !dbg !530
  call void @minighost(i32 noundef %203, i32 noundef %204, i32 noundef %205, i32 noundef %206, ptr noundef %207, ptr noundef %208, ptr noundef %209), !dbg !531
    #dbg_declare(ptr %19, !532, !DIExpression(), !535)
  %210 = load i32, ptr %11, align 4, !dbg !536
  %211 = srem i32 %210, 2, !dbg !537
  %212 = icmp eq i32 %211, 0, !dbg !538
  br i1 %212, label %213, label %215, !dbg !539

213:                                              ; preds = %200
  %214 = load ptr, ptr %13, align 8, !dbg !540
  br label %217, !dbg !539

215:                                              ; preds = %200
  %216 = load ptr, ptr %14, align 8, !dbg !541
  br label %217, !dbg !539

217:                                              ; preds = %215, %213
  %218 = phi ptr [ %214, %213 ], [ %216, %215 ], !dbg !539
  store ptr %218, ptr %19, align 8, !dbg !535
    #dbg_declare(ptr %20, !542, !DIExpression(), !543)
  store double 0.000000e+00, ptr %20, align 8, !dbg !543
    #dbg_declare(ptr %21, !544, !DIExpression(), !546)
  store i64 0, ptr %21, align 8, !dbg !546
  br label %219, !dbg !547

219:                                              ; preds = %230, %217
  %220 = load i64, ptr %21, align 8, !dbg !548
  %221 = load i64, ptr %12, align 8, !dbg !550
  %222 = icmp ult i64 %220, %221, !dbg !551
  br i1 %222, label %223, label %233, !dbg !552

223:                                              ; preds = %219
  %224 = load ptr, ptr %19, align 8, !dbg !553
  %225 = load i64, ptr %21, align 8, !dbg !554
  %226 = getelementptr inbounds double, ptr %224, i64 %225, !dbg !553
  %227 = load double, ptr %226, align 8, !dbg !553
  %228 = load double, ptr %20, align 8, !dbg !555
  %229 = fadd double %228, %227, !dbg !555
  store double %229, ptr %20, align 8, !dbg !555
  br label %230, !dbg !556

230:                                              ; preds = %223
  %231 = load i64, ptr %21, align 8, !dbg !557
  %232 = add i64 %231, 1, !dbg !557
  store i64 %232, ptr %21, align 8, !dbg !557
  br label %219, !dbg !558, !llvm.loop !559

233:                                              ; preds = %219
    #dbg_declare(ptr %22, !561, !DIExpression(), !563)
  store i32 0, ptr %22, align 4, !dbg !563
  br label %234, !dbg !564

234:                                              ; preds = %246, %233
  %235 = load i32, ptr %22, align 4, !dbg !565
  %236 = load i32, ptr %11, align 4, !dbg !567
  %237 = icmp slt i32 %235, %236, !dbg !568
  br i1 %237, label %238, label %249, !dbg !569

238:                                              ; preds = %234
  %239 = load ptr, ptr %15, align 8, !dbg !570
  %240 = load i32, ptr %22, align 4, !dbg !571
  %241 = sext i32 %240 to i64, !dbg !570
  %242 = getelementptr inbounds double, ptr %239, i64 %241, !dbg !570
  %243 = load double, ptr %242, align 8, !dbg !570
  %244 = load double, ptr %20, align 8, !dbg !572
  %245 = fadd double %244, %243, !dbg !572
  store double %245, ptr %20, align 8, !dbg !572
  br label %246, !dbg !573

246:                                              ; preds = %238
  %247 = load i32, ptr %22, align 4, !dbg !574
  %248 = add nsw i32 %247, 1, !dbg !574
  store i32 %248, ptr %22, align 4, !dbg !574
  br label %234, !dbg !575, !llvm.loop !576

249:                                              ; preds = %234
  %250 = load double, ptr %20, align 8, !dbg !578
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %250), !dbg !579
  %252 = load ptr, ptr %13, align 8, !dbg !580
  call void @free(ptr noundef %252) #4, !dbg !581
  %253 = load ptr, ptr %14, align 8, !dbg !582
  call void @free(ptr noundef %253) #4, !dbg !583
  %254 = load ptr, ptr %15, align 8, !dbg !584
  call void @free(ptr noundef %254) #4, !dbg !585
  store i32 0, ptr %3, align 4, !dbg !586
  br label %255, !dbg !586

255:                                              ; preds = %249, %194, %133, %99, %48, %38, %25
  %256 = load i32, ptr %3, align 4, !dbg !587
  ret i32 %256, !dbg !587
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #1

declare noalias ptr @fopen(ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @fail(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !588 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !593, !DIExpression(), !594)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !595, !DIExpression(), !596)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !597, !DIExpression(), !598)
  %7 = load ptr, ptr @stderr, align 8, !dbg !599
  %8 = load ptr, ptr %4, align 8, !dbg !600
  %9 = load ptr, ptr %5, align 8, !dbg !601
  %10 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %7, ptr noundef @.str.8, ptr noundef %8, ptr noundef %9) #4, !dbg !602
  %11 = load ptr, ptr %6, align 8, !dbg !603
  %12 = icmp ne ptr %11, null, !dbg !603
  br i1 %12, label %13, label %16, !dbg !605

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 8, !dbg !606
  %15 = call i32 @fclose(ptr noundef %14), !dbg !607
  br label %16, !dbg !607

16:                                               ; preds = %13, %3
  ret i32 1, !dbg !608
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @read_exact(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !609 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !612, !DIExpression(), !613)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !614, !DIExpression(), !615)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !616, !DIExpression(), !617)
  store i64 %3, ptr %8, align 8
    #dbg_declare(ptr %8, !618, !DIExpression(), !619)
  %9 = load ptr, ptr %6, align 8, !dbg !620
  %10 = load i64, ptr %7, align 8, !dbg !621
  %11 = load i64, ptr %8, align 8, !dbg !622
  %12 = load ptr, ptr %5, align 8, !dbg !623
  %13 = call i64 @fread(ptr noundef %9, i64 noundef %10, i64 noundef %11, ptr noundef %12), !dbg !624
  %14 = load i64, ptr %8, align 8, !dbg !625
  %15 = icmp eq i64 %13, %14, !dbg !626
  %16 = zext i1 %15 to i32, !dbg !626
  ret i32 %16, !dbg !627
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

declare i32 @fgetc(ptr noundef) #2

declare i32 @fclose(ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!44}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "minighost.c", directory: "/work/main/workloads/minighost", checksumkind: CSK_MD5, checksum: "99a2a48887f0c8c6dc7c35ea7e7043aa")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 23)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 20)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 34)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 16)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !19, isLocal: true, isDefinition: true)
!44 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !45, globals: !50, splitDebugInlining: false, nameTableKind: None)
!45 = !{!46, !47}
!46 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !48, line: 18, baseType: !49)
!48 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!49 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!50 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"frame-pointer", i32 2}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "minighost", scope: !2, file: !2, line: 19, type: !60, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !65)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !62, !62, !62, !62, !63, !63, !63}
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!65 = !{}
!66 = !DILocalVariable(name: "nx", arg: 1, scope: !59, file: !2, line: 19, type: !62)
!67 = !DILocation(line: 19, column: 20, scope: !59)
!68 = !DILocalVariable(name: "ny", arg: 2, scope: !59, file: !2, line: 19, type: !62)
!69 = !DILocation(line: 19, column: 28, scope: !59)
!70 = !DILocalVariable(name: "nz", arg: 3, scope: !59, file: !2, line: 19, type: !62)
!71 = !DILocation(line: 19, column: 36, scope: !59)
!72 = !DILocalVariable(name: "steps", arg: 4, scope: !59, file: !2, line: 19, type: !62)
!73 = !DILocation(line: 19, column: 44, scope: !59)
!74 = !DILocalVariable(name: "grid", arg: 5, scope: !59, file: !2, line: 19, type: !63)
!75 = !DILocation(line: 19, column: 59, scope: !59)
!76 = !DILocalVariable(name: "work", arg: 6, scope: !59, file: !2, line: 19, type: !63)
!77 = !DILocation(line: 19, column: 73, scope: !59)
!78 = !DILocalVariable(name: "sums", arg: 7, scope: !59, file: !2, line: 19, type: !63)
!79 = !DILocation(line: 19, column: 87, scope: !59)
!80 = !DILocalVariable(name: "sx", scope: !59, file: !2, line: 21, type: !62)
!81 = !DILocation(line: 21, column: 9, scope: !59)
!82 = !DILocation(line: 21, column: 14, scope: !59)
!83 = !DILocation(line: 21, column: 17, scope: !59)
!84 = !DILocalVariable(name: "sxy", scope: !59, file: !2, line: 22, type: !62)
!85 = !DILocation(line: 22, column: 9, scope: !59)
!86 = !DILocation(line: 22, column: 16, scope: !59)
!87 = !DILocation(line: 22, column: 19, scope: !59)
!88 = !DILocation(line: 22, column: 27, scope: !59)
!89 = !DILocation(line: 22, column: 30, scope: !59)
!90 = !DILocation(line: 22, column: 24, scope: !59)
!91 = !DILocalVariable(name: "src", scope: !59, file: !2, line: 23, type: !63)
!92 = !DILocation(line: 23, column: 13, scope: !59)
!93 = !DILocation(line: 23, column: 19, scope: !59)
!94 = !DILocalVariable(name: "dst", scope: !59, file: !2, line: 24, type: !63)
!95 = !DILocation(line: 24, column: 13, scope: !59)
!96 = !DILocation(line: 24, column: 19, scope: !59)
!97 = !DILocalVariable(name: "t", scope: !98, file: !2, line: 25, type: !62)
!98 = distinct !DILexicalBlock(scope: !59, file: !2, line: 25, column: 5)
!99 = !DILocation(line: 25, column: 14, scope: !98)
!100 = !DILocation(line: 25, column: 10, scope: !98)
!101 = !DILocation(line: 25, column: 21, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !2, line: 25, column: 5)
!103 = !DILocation(line: 25, column: 25, scope: !102)
!104 = !DILocation(line: 25, column: 23, scope: !102)
!105 = !DILocation(line: 25, column: 5, scope: !98)
!106 = !DILocalVariable(name: "k", scope: !107, file: !2, line: 26, type: !62)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 26, column: 9)
!108 = distinct !DILexicalBlock(scope: !102, file: !2, line: 25, column: 37)
!109 = !DILocation(line: 26, column: 18, scope: !107)
!110 = !DILocation(line: 26, column: 14, scope: !107)
!111 = !DILocation(line: 26, column: 25, scope: !112)
!112 = distinct !DILexicalBlock(scope: !107, file: !2, line: 26, column: 9)
!113 = !DILocation(line: 26, column: 30, scope: !112)
!114 = !DILocation(line: 26, column: 27, scope: !112)
!115 = !DILocation(line: 26, column: 9, scope: !107)
!116 = !DILocalVariable(name: "j", scope: !117, file: !2, line: 27, type: !62)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 27, column: 13)
!118 = distinct !DILexicalBlock(scope: !112, file: !2, line: 26, column: 39)
!119 = !DILocation(line: 27, column: 22, scope: !117)
!120 = !DILocation(line: 27, column: 18, scope: !117)
!121 = !DILocation(line: 27, column: 29, scope: !122)
!122 = distinct !DILexicalBlock(scope: !117, file: !2, line: 27, column: 13)
!123 = !DILocation(line: 27, column: 34, scope: !122)
!124 = !DILocation(line: 27, column: 31, scope: !122)
!125 = !DILocation(line: 27, column: 13, scope: !117)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 28, type: !62)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 28, column: 17)
!128 = distinct !DILexicalBlock(scope: !122, file: !2, line: 27, column: 43)
!129 = !DILocation(line: 28, column: 26, scope: !127)
!130 = !DILocation(line: 28, column: 22, scope: !127)
!131 = !DILocation(line: 28, column: 33, scope: !132)
!132 = distinct !DILexicalBlock(scope: !127, file: !2, line: 28, column: 17)
!133 = !DILocation(line: 28, column: 38, scope: !132)
!134 = !DILocation(line: 28, column: 35, scope: !132)
!135 = !DILocation(line: 28, column: 17, scope: !127)
!136 = !DILocalVariable(name: "c", scope: !137, file: !2, line: 29, type: !62)
!137 = distinct !DILexicalBlock(scope: !132, file: !2, line: 28, column: 47)
!138 = !DILocation(line: 29, column: 25, scope: !137)
!139 = !DILocation(line: 29, column: 29, scope: !137)
!140 = !DILocation(line: 29, column: 33, scope: !137)
!141 = !DILocation(line: 29, column: 31, scope: !137)
!142 = !DILocation(line: 29, column: 39, scope: !137)
!143 = !DILocation(line: 29, column: 43, scope: !137)
!144 = !DILocation(line: 29, column: 41, scope: !137)
!145 = !DILocation(line: 29, column: 37, scope: !137)
!146 = !DILocation(line: 29, column: 48, scope: !137)
!147 = !DILocation(line: 29, column: 46, scope: !137)
!148 = !DILocation(line: 30, column: 31, scope: !137)
!149 = !DILocation(line: 30, column: 35, scope: !137)
!150 = !DILocation(line: 30, column: 39, scope: !137)
!151 = !DILocation(line: 30, column: 37, scope: !137)
!152 = !DILocation(line: 30, column: 46, scope: !137)
!153 = !DILocation(line: 30, column: 50, scope: !137)
!154 = !DILocation(line: 30, column: 54, scope: !137)
!155 = !DILocation(line: 30, column: 52, scope: !137)
!156 = !DILocation(line: 30, column: 44, scope: !137)
!157 = !DILocation(line: 30, column: 60, scope: !137)
!158 = !DILocation(line: 30, column: 64, scope: !137)
!159 = !DILocation(line: 30, column: 66, scope: !137)
!160 = !DILocation(line: 30, column: 58, scope: !137)
!161 = !DILocation(line: 30, column: 73, scope: !137)
!162 = !DILocation(line: 30, column: 77, scope: !137)
!163 = !DILocation(line: 30, column: 71, scope: !137)
!164 = !DILocation(line: 30, column: 82, scope: !137)
!165 = !DILocation(line: 30, column: 86, scope: !137)
!166 = !DILocation(line: 30, column: 88, scope: !137)
!167 = !DILocation(line: 30, column: 80, scope: !137)
!168 = !DILocation(line: 31, column: 31, scope: !137)
!169 = !DILocation(line: 31, column: 35, scope: !137)
!170 = !DILocation(line: 31, column: 39, scope: !137)
!171 = !DILocation(line: 31, column: 37, scope: !137)
!172 = !DILocation(line: 30, column: 93, scope: !137)
!173 = !DILocation(line: 31, column: 45, scope: !137)
!174 = !DILocation(line: 31, column: 49, scope: !137)
!175 = !DILocation(line: 31, column: 53, scope: !137)
!176 = !DILocation(line: 31, column: 51, scope: !137)
!177 = !DILocation(line: 31, column: 43, scope: !137)
!178 = !DILocation(line: 31, column: 59, scope: !137)
!179 = !DILocation(line: 30, column: 21, scope: !137)
!180 = !DILocation(line: 30, column: 25, scope: !137)
!181 = !DILocation(line: 30, column: 28, scope: !137)
!182 = !DILocation(line: 33, column: 17, scope: !137)
!183 = !DILocation(line: 28, column: 43, scope: !132)
!184 = !DILocation(line: 28, column: 17, scope: !132)
!185 = distinct !{!185, !135, !186, !187}
!186 = !DILocation(line: 33, column: 17, scope: !127)
!187 = !{!"llvm.loop.mustprogress"}
!188 = !DILocation(line: 34, column: 13, scope: !128)
!189 = !DILocation(line: 27, column: 39, scope: !122)
!190 = !DILocation(line: 27, column: 13, scope: !122)
!191 = distinct !{!191, !125, !192, !187}
!192 = !DILocation(line: 34, column: 13, scope: !117)
!193 = !DILocation(line: 35, column: 9, scope: !118)
!194 = !DILocation(line: 26, column: 35, scope: !112)
!195 = !DILocation(line: 26, column: 9, scope: !112)
!196 = distinct !{!196, !115, !197, !187}
!197 = !DILocation(line: 35, column: 9, scope: !107)
!198 = !DILocalVariable(name: "tmp", scope: !108, file: !2, line: 36, type: !63)
!199 = !DILocation(line: 36, column: 17, scope: !108)
!200 = !DILocation(line: 36, column: 23, scope: !108)
!201 = !DILocation(line: 37, column: 15, scope: !108)
!202 = !DILocation(line: 37, column: 13, scope: !108)
!203 = !DILocation(line: 38, column: 15, scope: !108)
!204 = !DILocation(line: 38, column: 13, scope: !108)
!205 = !DILocalVariable(name: "total", scope: !108, file: !2, line: 39, type: !64)
!206 = !DILocation(line: 39, column: 16, scope: !108)
!207 = !DILocalVariable(name: "k", scope: !208, file: !2, line: 40, type: !62)
!208 = distinct !DILexicalBlock(scope: !108, file: !2, line: 40, column: 9)
!209 = !DILocation(line: 40, column: 18, scope: !208)
!210 = !DILocation(line: 40, column: 14, scope: !208)
!211 = !DILocation(line: 40, column: 25, scope: !212)
!212 = distinct !DILexicalBlock(scope: !208, file: !2, line: 40, column: 9)
!213 = !DILocation(line: 40, column: 30, scope: !212)
!214 = !DILocation(line: 40, column: 27, scope: !212)
!215 = !DILocation(line: 40, column: 9, scope: !208)
!216 = !DILocalVariable(name: "j", scope: !217, file: !2, line: 41, type: !62)
!217 = distinct !DILexicalBlock(scope: !212, file: !2, line: 41, column: 13)
!218 = !DILocation(line: 41, column: 22, scope: !217)
!219 = !DILocation(line: 41, column: 18, scope: !217)
!220 = !DILocation(line: 41, column: 29, scope: !221)
!221 = distinct !DILexicalBlock(scope: !217, file: !2, line: 41, column: 13)
!222 = !DILocation(line: 41, column: 34, scope: !221)
!223 = !DILocation(line: 41, column: 31, scope: !221)
!224 = !DILocation(line: 41, column: 13, scope: !217)
!225 = !DILocalVariable(name: "i", scope: !226, file: !2, line: 42, type: !62)
!226 = distinct !DILexicalBlock(scope: !221, file: !2, line: 42, column: 17)
!227 = !DILocation(line: 42, column: 26, scope: !226)
!228 = !DILocation(line: 42, column: 22, scope: !226)
!229 = !DILocation(line: 42, column: 33, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !2, line: 42, column: 17)
!231 = !DILocation(line: 42, column: 38, scope: !230)
!232 = !DILocation(line: 42, column: 35, scope: !230)
!233 = !DILocation(line: 42, column: 17, scope: !226)
!234 = !DILocation(line: 43, column: 30, scope: !230)
!235 = !DILocation(line: 43, column: 34, scope: !230)
!236 = !DILocation(line: 43, column: 38, scope: !230)
!237 = !DILocation(line: 43, column: 36, scope: !230)
!238 = !DILocation(line: 43, column: 44, scope: !230)
!239 = !DILocation(line: 43, column: 48, scope: !230)
!240 = !DILocation(line: 43, column: 46, scope: !230)
!241 = !DILocation(line: 43, column: 42, scope: !230)
!242 = !DILocation(line: 43, column: 53, scope: !230)
!243 = !DILocation(line: 43, column: 51, scope: !230)
!244 = !DILocation(line: 43, column: 27, scope: !230)
!245 = !DILocation(line: 43, column: 21, scope: !230)
!246 = !DILocation(line: 42, column: 43, scope: !230)
!247 = !DILocation(line: 42, column: 17, scope: !230)
!248 = distinct !{!248, !233, !249, !187}
!249 = !DILocation(line: 43, column: 54, scope: !226)
!250 = !DILocation(line: 41, column: 39, scope: !221)
!251 = !DILocation(line: 41, column: 13, scope: !221)
!252 = distinct !{!252, !224, !253, !187}
!253 = !DILocation(line: 43, column: 54, scope: !217)
!254 = !DILocation(line: 40, column: 35, scope: !212)
!255 = !DILocation(line: 40, column: 9, scope: !212)
!256 = distinct !{!256, !215, !257, !187}
!257 = !DILocation(line: 43, column: 54, scope: !208)
!258 = !DILocation(line: 44, column: 19, scope: !108)
!259 = !DILocation(line: 44, column: 9, scope: !108)
!260 = !DILocation(line: 44, column: 14, scope: !108)
!261 = !DILocation(line: 44, column: 17, scope: !108)
!262 = !DILocation(line: 45, column: 5, scope: !108)
!263 = !DILocation(line: 25, column: 33, scope: !102)
!264 = !DILocation(line: 25, column: 5, scope: !102)
!265 = distinct !{!265, !105, !266, !187}
!266 = !DILocation(line: 45, column: 5, scope: !98)
!267 = !DILocation(line: 46, column: 1, scope: !59)
!268 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 61, type: !269, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !65)
!269 = !DISubroutineType(types: !270)
!270 = !{!62, !62, !271}
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!273 = !DILocalVariable(name: "argc", arg: 1, scope: !268, file: !2, line: 61, type: !62)
!274 = !DILocation(line: 61, column: 14, scope: !268)
!275 = !DILocalVariable(name: "argv", arg: 2, scope: !268, file: !2, line: 61, type: !271)
!276 = !DILocation(line: 61, column: 27, scope: !268)
!277 = !DILocation(line: 63, column: 9, scope: !278)
!278 = distinct !DILexicalBlock(scope: !268, file: !2, line: 63, column: 9)
!279 = !DILocation(line: 63, column: 14, scope: !278)
!280 = !DILocation(line: 63, column: 9, scope: !268)
!281 = !DILocation(line: 64, column: 17, scope: !282)
!282 = distinct !DILexicalBlock(scope: !278, file: !2, line: 63, column: 19)
!283 = !DILocation(line: 64, column: 50, scope: !282)
!284 = !DILocation(line: 64, column: 9, scope: !282)
!285 = !DILocation(line: 65, column: 9, scope: !282)
!286 = !DILocalVariable(name: "f", scope: !268, file: !2, line: 67, type: !287)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !288, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !289, line: 7, baseType: !290)
!289 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!290 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !291, line: 49, size: 1728, elements: !292)
!291 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!292 = !{!293, !294, !295, !296, !297, !298, !299, !300, !301, !302, !303, !304, !305, !308, !310, !311, !312, !316, !318, !320, !324, !327, !329, !332, !335, !336, !338, !339, !340}
!293 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !290, file: !291, line: 51, baseType: !62, size: 32)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !290, file: !291, line: 54, baseType: !272, size: 64, offset: 64)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !290, file: !291, line: 55, baseType: !272, size: 64, offset: 128)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !290, file: !291, line: 56, baseType: !272, size: 64, offset: 192)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !290, file: !291, line: 57, baseType: !272, size: 64, offset: 256)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !290, file: !291, line: 58, baseType: !272, size: 64, offset: 320)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !290, file: !291, line: 59, baseType: !272, size: 64, offset: 384)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !290, file: !291, line: 60, baseType: !272, size: 64, offset: 448)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !290, file: !291, line: 61, baseType: !272, size: 64, offset: 512)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !290, file: !291, line: 64, baseType: !272, size: 64, offset: 576)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !290, file: !291, line: 65, baseType: !272, size: 64, offset: 640)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !290, file: !291, line: 66, baseType: !272, size: 64, offset: 704)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !290, file: !291, line: 68, baseType: !306, size: 64, offset: 768)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!307 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !291, line: 36, flags: DIFlagFwdDecl)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !290, file: !291, line: 70, baseType: !309, size: 64, offset: 832)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 64)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !290, file: !291, line: 72, baseType: !62, size: 32, offset: 896)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !290, file: !291, line: 73, baseType: !62, size: 32, offset: 928)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !290, file: !291, line: 74, baseType: !313, size: 64, offset: 960)
!313 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !314, line: 152, baseType: !315)
!314 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!315 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !290, file: !291, line: 77, baseType: !317, size: 16, offset: 1024)
!317 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !290, file: !291, line: 78, baseType: !319, size: 8, offset: 1040)
!319 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !290, file: !291, line: 79, baseType: !321, size: 8, offset: 1048)
!321 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !322)
!322 = !{!323}
!323 = !DISubrange(count: 1)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !290, file: !291, line: 81, baseType: !325, size: 64, offset: 1088)
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64)
!326 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !291, line: 43, baseType: null)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !290, file: !291, line: 89, baseType: !328, size: 64, offset: 1152)
!328 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !314, line: 153, baseType: !315)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !290, file: !291, line: 91, baseType: !330, size: 64, offset: 1216)
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64)
!331 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !291, line: 37, flags: DIFlagFwdDecl)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !290, file: !291, line: 92, baseType: !333, size: 64, offset: 1280)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !334, size: 64)
!334 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !291, line: 38, flags: DIFlagFwdDecl)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !290, file: !291, line: 93, baseType: !309, size: 64, offset: 1344)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !290, file: !291, line: 94, baseType: !337, size: 64, offset: 1408)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !290, file: !291, line: 95, baseType: !47, size: 64, offset: 1472)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !290, file: !291, line: 96, baseType: !62, size: 32, offset: 1536)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !290, file: !291, line: 98, baseType: !19, size: 160, offset: 1568)
!341 = !DILocation(line: 67, column: 11, scope: !268)
!342 = !DILocation(line: 67, column: 21, scope: !268)
!343 = !DILocation(line: 67, column: 15, scope: !268)
!344 = !DILocation(line: 68, column: 10, scope: !345)
!345 = distinct !DILexicalBlock(scope: !268, file: !2, line: 68, column: 9)
!346 = !DILocation(line: 68, column: 9, scope: !268)
!347 = !DILocation(line: 69, column: 47, scope: !345)
!348 = !DILocation(line: 69, column: 16, scope: !345)
!349 = !DILocation(line: 69, column: 9, scope: !345)
!350 = !DILocalVariable(name: "hdr", scope: !268, file: !2, line: 70, type: !351)
!351 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 128, elements: !352)
!352 = !{!353}
!353 = !DISubrange(count: 4)
!354 = !DILocation(line: 70, column: 9, scope: !268)
!355 = !DILocation(line: 71, column: 21, scope: !356)
!356 = distinct !DILexicalBlock(scope: !268, file: !2, line: 71, column: 9)
!357 = !DILocation(line: 71, column: 24, scope: !356)
!358 = !DILocation(line: 71, column: 10, scope: !356)
!359 = !DILocation(line: 71, column: 9, scope: !268)
!360 = !DILocation(line: 72, column: 44, scope: !356)
!361 = !DILocation(line: 72, column: 53, scope: !356)
!362 = !DILocation(line: 72, column: 16, scope: !356)
!363 = !DILocation(line: 72, column: 9, scope: !356)
!364 = !DILocalVariable(name: "nx", scope: !268, file: !2, line: 73, type: !62)
!365 = !DILocation(line: 73, column: 9, scope: !268)
!366 = !DILocation(line: 73, column: 14, scope: !268)
!367 = !DILocalVariable(name: "ny", scope: !268, file: !2, line: 73, type: !62)
!368 = !DILocation(line: 73, column: 22, scope: !268)
!369 = !DILocation(line: 73, column: 27, scope: !268)
!370 = !DILocalVariable(name: "nz", scope: !268, file: !2, line: 73, type: !62)
!371 = !DILocation(line: 73, column: 35, scope: !268)
!372 = !DILocation(line: 73, column: 40, scope: !268)
!373 = !DILocalVariable(name: "steps", scope: !268, file: !2, line: 73, type: !62)
!374 = !DILocation(line: 73, column: 48, scope: !268)
!375 = !DILocation(line: 73, column: 56, scope: !268)
!376 = !DILocation(line: 74, column: 9, scope: !377)
!377 = distinct !DILexicalBlock(scope: !268, file: !2, line: 74, column: 9)
!378 = !DILocation(line: 74, column: 12, scope: !377)
!379 = !DILocation(line: 74, column: 16, scope: !377)
!380 = !DILocation(line: 74, column: 19, scope: !377)
!381 = !DILocation(line: 74, column: 22, scope: !377)
!382 = !DILocation(line: 74, column: 26, scope: !377)
!383 = !DILocation(line: 74, column: 29, scope: !377)
!384 = !DILocation(line: 74, column: 32, scope: !377)
!385 = !DILocation(line: 74, column: 36, scope: !377)
!386 = !DILocation(line: 74, column: 39, scope: !377)
!387 = !DILocation(line: 74, column: 45, scope: !377)
!388 = !DILocation(line: 74, column: 49, scope: !377)
!389 = !DILocation(line: 74, column: 52, scope: !377)
!390 = !DILocation(line: 74, column: 55, scope: !377)
!391 = !DILocation(line: 74, column: 62, scope: !377)
!392 = !DILocation(line: 74, column: 65, scope: !377)
!393 = !DILocation(line: 74, column: 68, scope: !377)
!394 = !DILocation(line: 74, column: 75, scope: !377)
!395 = !DILocation(line: 74, column: 78, scope: !377)
!396 = !DILocation(line: 74, column: 81, scope: !377)
!397 = !DILocation(line: 74, column: 88, scope: !377)
!398 = !DILocation(line: 75, column: 21, scope: !377)
!399 = !DILocation(line: 75, column: 24, scope: !377)
!400 = !DILocation(line: 75, column: 9, scope: !377)
!401 = !DILocation(line: 75, column: 32, scope: !377)
!402 = !DILocation(line: 75, column: 35, scope: !377)
!403 = !DILocation(line: 75, column: 31, scope: !377)
!404 = !DILocation(line: 75, column: 29, scope: !377)
!405 = !DILocation(line: 75, column: 43, scope: !377)
!406 = !DILocation(line: 75, column: 46, scope: !377)
!407 = !DILocation(line: 75, column: 42, scope: !377)
!408 = !DILocation(line: 75, column: 40, scope: !377)
!409 = !DILocation(line: 75, column: 51, scope: !377)
!410 = !DILocation(line: 75, column: 65, scope: !377)
!411 = !DILocation(line: 75, column: 68, scope: !377)
!412 = !DILocation(line: 75, column: 74, scope: !377)
!413 = !DILocation(line: 74, column: 9, scope: !268)
!414 = !DILocation(line: 76, column: 38, scope: !377)
!415 = !DILocation(line: 76, column: 47, scope: !377)
!416 = !DILocation(line: 76, column: 16, scope: !377)
!417 = !DILocation(line: 76, column: 9, scope: !377)
!418 = !DILocalVariable(name: "total", scope: !268, file: !2, line: 77, type: !47)
!419 = !DILocation(line: 77, column: 12, scope: !268)
!420 = !DILocation(line: 77, column: 29, scope: !268)
!421 = !DILocation(line: 77, column: 32, scope: !268)
!422 = !DILocation(line: 77, column: 20, scope: !268)
!423 = !DILocation(line: 77, column: 40, scope: !268)
!424 = !DILocation(line: 77, column: 43, scope: !268)
!425 = !DILocation(line: 77, column: 39, scope: !268)
!426 = !DILocation(line: 77, column: 37, scope: !268)
!427 = !DILocation(line: 77, column: 51, scope: !268)
!428 = !DILocation(line: 77, column: 54, scope: !268)
!429 = !DILocation(line: 77, column: 50, scope: !268)
!430 = !DILocation(line: 77, column: 48, scope: !268)
!431 = !DILocalVariable(name: "grid", scope: !268, file: !2, line: 78, type: !63)
!432 = !DILocation(line: 78, column: 13, scope: !268)
!433 = !DILocation(line: 78, column: 27, scope: !268)
!434 = !DILocation(line: 78, column: 20, scope: !268)
!435 = !DILocalVariable(name: "work", scope: !268, file: !2, line: 79, type: !63)
!436 = !DILocation(line: 79, column: 13, scope: !268)
!437 = !DILocation(line: 79, column: 27, scope: !268)
!438 = !DILocation(line: 79, column: 20, scope: !268)
!439 = !DILocalVariable(name: "sums", scope: !268, file: !2, line: 80, type: !63)
!440 = !DILocation(line: 80, column: 13, scope: !268)
!441 = !DILocation(line: 80, column: 35, scope: !268)
!442 = !DILocation(line: 80, column: 27, scope: !268)
!443 = !DILocation(line: 80, column: 41, scope: !268)
!444 = !DILocation(line: 80, column: 20, scope: !268)
!445 = !DILocation(line: 81, column: 10, scope: !446)
!446 = distinct !DILexicalBlock(scope: !268, file: !2, line: 81, column: 9)
!447 = !DILocation(line: 81, column: 15, scope: !446)
!448 = !DILocation(line: 81, column: 19, scope: !446)
!449 = !DILocation(line: 81, column: 24, scope: !446)
!450 = !DILocation(line: 81, column: 28, scope: !446)
!451 = !DILocation(line: 81, column: 9, scope: !268)
!452 = !DILocation(line: 82, column: 46, scope: !446)
!453 = !DILocation(line: 82, column: 55, scope: !446)
!454 = !DILocation(line: 82, column: 16, scope: !446)
!455 = !DILocation(line: 82, column: 9, scope: !446)
!456 = !DILocalVariable(name: "ok", scope: !268, file: !2, line: 83, type: !62)
!457 = !DILocation(line: 83, column: 9, scope: !268)
!458 = !DILocalVariable(name: "k", scope: !459, file: !2, line: 84, type: !62)
!459 = distinct !DILexicalBlock(scope: !268, file: !2, line: 84, column: 5)
!460 = !DILocation(line: 84, column: 14, scope: !459)
!461 = !DILocation(line: 84, column: 10, scope: !459)
!462 = !DILocation(line: 84, column: 21, scope: !463)
!463 = distinct !DILexicalBlock(scope: !459, file: !2, line: 84, column: 5)
!464 = !DILocation(line: 84, column: 26, scope: !463)
!465 = !DILocation(line: 84, column: 23, scope: !463)
!466 = !DILocation(line: 84, column: 29, scope: !463)
!467 = !DILocation(line: 84, column: 32, scope: !463)
!468 = !DILocation(line: 0, scope: !463)
!469 = !DILocation(line: 84, column: 5, scope: !459)
!470 = !DILocalVariable(name: "j", scope: !471, file: !2, line: 85, type: !62)
!471 = distinct !DILexicalBlock(scope: !463, file: !2, line: 85, column: 9)
!472 = !DILocation(line: 85, column: 18, scope: !471)
!473 = !DILocation(line: 85, column: 14, scope: !471)
!474 = !DILocation(line: 85, column: 25, scope: !475)
!475 = distinct !DILexicalBlock(scope: !471, file: !2, line: 85, column: 9)
!476 = !DILocation(line: 85, column: 30, scope: !475)
!477 = !DILocation(line: 85, column: 27, scope: !475)
!478 = !DILocation(line: 85, column: 33, scope: !475)
!479 = !DILocation(line: 85, column: 36, scope: !475)
!480 = !DILocation(line: 0, scope: !475)
!481 = !DILocation(line: 85, column: 9, scope: !471)
!482 = !DILocation(line: 86, column: 29, scope: !475)
!483 = !DILocation(line: 86, column: 32, scope: !475)
!484 = !DILocation(line: 86, column: 48, scope: !475)
!485 = !DILocation(line: 86, column: 40, scope: !475)
!486 = !DILocation(line: 86, column: 53, scope: !475)
!487 = !DILocation(line: 86, column: 56, scope: !475)
!488 = !DILocation(line: 86, column: 52, scope: !475)
!489 = !DILocation(line: 86, column: 50, scope: !475)
!490 = !DILocation(line: 86, column: 63, scope: !475)
!491 = !DILocation(line: 86, column: 61, scope: !475)
!492 = !DILocation(line: 86, column: 69, scope: !475)
!493 = !DILocation(line: 86, column: 72, scope: !475)
!494 = !DILocation(line: 86, column: 68, scope: !475)
!495 = !DILocation(line: 86, column: 66, scope: !475)
!496 = !DILocation(line: 86, column: 37, scope: !475)
!497 = !DILocation(line: 86, column: 77, scope: !475)
!498 = !DILocation(line: 87, column: 37, scope: !475)
!499 = !DILocation(line: 87, column: 29, scope: !475)
!500 = !DILocation(line: 86, column: 18, scope: !475)
!501 = !DILocation(line: 86, column: 16, scope: !475)
!502 = !DILocation(line: 86, column: 13, scope: !475)
!503 = !DILocation(line: 85, column: 41, scope: !475)
!504 = !DILocation(line: 85, column: 9, scope: !475)
!505 = distinct !{!505, !481, !506, !187}
!506 = !DILocation(line: 87, column: 39, scope: !471)
!507 = !DILocation(line: 84, column: 37, scope: !463)
!508 = !DILocation(line: 84, column: 5, scope: !463)
!509 = distinct !{!509, !469, !510, !187}
!510 = !DILocation(line: 87, column: 39, scope: !459)
!511 = !DILocation(line: 88, column: 10, scope: !512)
!512 = distinct !DILexicalBlock(scope: !268, file: !2, line: 88, column: 9)
!513 = !DILocation(line: 88, column: 13, scope: !512)
!514 = !DILocation(line: 88, column: 22, scope: !512)
!515 = !DILocation(line: 88, column: 16, scope: !512)
!516 = !DILocation(line: 88, column: 25, scope: !512)
!517 = !DILocation(line: 88, column: 9, scope: !268)
!518 = !DILocation(line: 89, column: 58, scope: !512)
!519 = !DILocation(line: 89, column: 67, scope: !512)
!520 = !DILocation(line: 89, column: 16, scope: !512)
!521 = !DILocation(line: 89, column: 9, scope: !512)
!522 = !DILocation(line: 90, column: 12, scope: !268)
!523 = !DILocation(line: 90, column: 5, scope: !268)
!524 = !DILocation(line: 92, column: 15, scope: !268)
!525 = !DILocation(line: 92, column: 19, scope: !268)
!526 = !DILocation(line: 92, column: 23, scope: !268)
!527 = !DILocation(line: 92, column: 27, scope: !268)
!528 = !DILocation(line: 92, column: 34, scope: !268)
!529 = !DILocation(line: 92, column: 40, scope: !268)
!530 = !DILocation(line: 92, column: 46, scope: !268)
!531 = !DILocation(line: 92, column: 5, scope: !268)
!532 = !DILocalVariable(name: "res", scope: !268, file: !2, line: 94, type: !533)
!533 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !534, size: 64)
!534 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!535 = !DILocation(line: 94, column: 19, scope: !268)
!536 = !DILocation(line: 94, column: 26, scope: !268)
!537 = !DILocation(line: 94, column: 32, scope: !268)
!538 = !DILocation(line: 94, column: 36, scope: !268)
!539 = !DILocation(line: 94, column: 25, scope: !268)
!540 = !DILocation(line: 94, column: 44, scope: !268)
!541 = !DILocation(line: 94, column: 51, scope: !268)
!542 = !DILocalVariable(name: "sum", scope: !268, file: !2, line: 95, type: !64)
!543 = !DILocation(line: 95, column: 12, scope: !268)
!544 = !DILocalVariable(name: "c", scope: !545, file: !2, line: 96, type: !47)
!545 = distinct !DILexicalBlock(scope: !268, file: !2, line: 96, column: 5)
!546 = !DILocation(line: 96, column: 17, scope: !545)
!547 = !DILocation(line: 96, column: 10, scope: !545)
!548 = !DILocation(line: 96, column: 24, scope: !549)
!549 = distinct !DILexicalBlock(scope: !545, file: !2, line: 96, column: 5)
!550 = !DILocation(line: 96, column: 28, scope: !549)
!551 = !DILocation(line: 96, column: 26, scope: !549)
!552 = !DILocation(line: 96, column: 5, scope: !545)
!553 = !DILocation(line: 97, column: 16, scope: !549)
!554 = !DILocation(line: 97, column: 20, scope: !549)
!555 = !DILocation(line: 97, column: 13, scope: !549)
!556 = !DILocation(line: 97, column: 9, scope: !549)
!557 = !DILocation(line: 96, column: 36, scope: !549)
!558 = !DILocation(line: 96, column: 5, scope: !549)
!559 = distinct !{!559, !552, !560, !187}
!560 = !DILocation(line: 97, column: 21, scope: !545)
!561 = !DILocalVariable(name: "t", scope: !562, file: !2, line: 98, type: !62)
!562 = distinct !DILexicalBlock(scope: !268, file: !2, line: 98, column: 5)
!563 = !DILocation(line: 98, column: 14, scope: !562)
!564 = !DILocation(line: 98, column: 10, scope: !562)
!565 = !DILocation(line: 98, column: 21, scope: !566)
!566 = distinct !DILexicalBlock(scope: !562, file: !2, line: 98, column: 5)
!567 = !DILocation(line: 98, column: 25, scope: !566)
!568 = !DILocation(line: 98, column: 23, scope: !566)
!569 = !DILocation(line: 98, column: 5, scope: !562)
!570 = !DILocation(line: 99, column: 16, scope: !566)
!571 = !DILocation(line: 99, column: 21, scope: !566)
!572 = !DILocation(line: 99, column: 13, scope: !566)
!573 = !DILocation(line: 99, column: 9, scope: !566)
!574 = !DILocation(line: 98, column: 33, scope: !566)
!575 = !DILocation(line: 98, column: 5, scope: !566)
!576 = distinct !{!576, !569, !577, !187}
!577 = !DILocation(line: 99, column: 22, scope: !562)
!578 = !DILocation(line: 100, column: 32, scope: !268)
!579 = !DILocation(line: 100, column: 5, scope: !268)
!580 = !DILocation(line: 101, column: 10, scope: !268)
!581 = !DILocation(line: 101, column: 5, scope: !268)
!582 = !DILocation(line: 102, column: 10, scope: !268)
!583 = !DILocation(line: 102, column: 5, scope: !268)
!584 = !DILocation(line: 103, column: 10, scope: !268)
!585 = !DILocation(line: 103, column: 5, scope: !268)
!586 = !DILocation(line: 104, column: 5, scope: !268)
!587 = !DILocation(line: 105, column: 1, scope: !268)
!588 = distinct !DISubprogram(name: "fail", scope: !2, file: !2, line: 53, type: !589, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !44, retainedNodes: !65)
!589 = !DISubroutineType(types: !590)
!590 = !{!62, !591, !591, !287}
!591 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !592, size: 64)
!592 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!593 = !DILocalVariable(name: "msg", arg: 1, scope: !588, file: !2, line: 53, type: !591)
!594 = !DILocation(line: 53, column: 29, scope: !588)
!595 = !DILocalVariable(name: "path", arg: 2, scope: !588, file: !2, line: 53, type: !591)
!596 = !DILocation(line: 53, column: 46, scope: !588)
!597 = !DILocalVariable(name: "f", arg: 3, scope: !588, file: !2, line: 53, type: !287)
!598 = !DILocation(line: 53, column: 58, scope: !588)
!599 = !DILocation(line: 55, column: 13, scope: !588)
!600 = !DILocation(line: 55, column: 45, scope: !588)
!601 = !DILocation(line: 55, column: 50, scope: !588)
!602 = !DILocation(line: 55, column: 5, scope: !588)
!603 = !DILocation(line: 56, column: 9, scope: !604)
!604 = distinct !DILexicalBlock(scope: !588, file: !2, line: 56, column: 9)
!605 = !DILocation(line: 56, column: 9, scope: !588)
!606 = !DILocation(line: 57, column: 16, scope: !604)
!607 = !DILocation(line: 57, column: 9, scope: !604)
!608 = !DILocation(line: 58, column: 5, scope: !588)
!609 = distinct !DISubprogram(name: "read_exact", scope: !2, file: !2, line: 48, type: !610, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !44, retainedNodes: !65)
!610 = !DISubroutineType(types: !611)
!611 = !{!62, !287, !337, !47, !47}
!612 = !DILocalVariable(name: "f", arg: 1, scope: !609, file: !2, line: 48, type: !287)
!613 = !DILocation(line: 48, column: 29, scope: !609)
!614 = !DILocalVariable(name: "buf", arg: 2, scope: !609, file: !2, line: 48, type: !337)
!615 = !DILocation(line: 48, column: 38, scope: !609)
!616 = !DILocalVariable(name: "size", arg: 3, scope: !609, file: !2, line: 48, type: !47)
!617 = !DILocation(line: 48, column: 50, scope: !609)
!618 = !DILocalVariable(name: "count", arg: 4, scope: !609, file: !2, line: 48, type: !47)
!619 = !DILocation(line: 48, column: 63, scope: !609)
!620 = !DILocation(line: 50, column: 18, scope: !609)
!621 = !DILocation(line: 50, column: 23, scope: !609)
!622 = !DILocation(line: 50, column: 29, scope: !609)
!623 = !DILocation(line: 50, column: 36, scope: !609)
!624 = !DILocation(line: 50, column: 12, scope: !609)
!625 = !DILocation(line: 50, column: 42, scope: !609)
!626 = !DILocation(line: 50, column: 39, scope: !609)
!627 = !DILocation(line: 50, column: 5, scope: !609)
